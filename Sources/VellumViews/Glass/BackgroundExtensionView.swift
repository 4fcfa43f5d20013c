import Foundation
import VellumLayout

/// A view with the background extension effect (`backgroundExtensionEffect()`):
/// behind the view, a blurred copy of it grown into the safe areas its
/// frame reaches, so that the view seems to continue under the bars and the
/// sidebar. A device mirrors copies of the view across each edge before
/// blurring them; Vellum lays the copy out again at the grown size (an image
/// that fills its frame fills the grown one) and blurs it with
/// `blurRadius`, opaque.
struct BackgroundExtensionView<Content: View>: PrimitiveView {
    let content: Content
    let isEnabled: Bool

    /// The blur of the copy (❓ no iOS 26 render shows the effect).
    static var blurRadius: CGFloat { 20 }

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard isEnabled else { return try context.lower(content) }
        let copy = content.blur(radius: Self.blurRadius, opaque: true).ignoresSafeArea()
        return try context.lower(content.background { copy })
    }
}
