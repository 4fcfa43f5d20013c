import Foundation
import VellumLayout

/// A view with the background extension effect (`backgroundExtensionEffect()`):
/// behind the view, copies of it mirrored across each edge that reaches a
/// safe area, filling that safe area, and all of it blurred, so that the view
/// seems to continue under the bars and the sidebar (`BackgroundExtensionCopies`).
/// The view itself is drawn over them, sharp.
struct BackgroundExtensionView<Content: View>: PrimitiveView {
    let content: Content
    let isEnabled: Bool

    /// The blur of the copies (❓ no iOS 26 render shows the effect).
    static var blurRadius: CGFloat { 20 }

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard isEnabled else { return try context.lower(content) }
        let copied = UncheckedView(view: content)
        let attached = context.attached, radius = Self.blurRadius
        return try context.lower(content).map { node in
            // A reader in the view's frame: its insets are how far the frame would grow into each safe area it reaches.
            let reader = LayoutNode(.geometryReader({ values in
                try attached.lowerOne(BackgroundExtensionCopies(content: AnyView(copied.view), size: values.size,
                                                                insets: values.safeAreaInsets, blurRadius: radius))
            }), name: "GeometryReader")
            return LayoutNode(.background(.center), children: [node, reader], name: "backgroundExtensionEffect")
        }
    }
}
