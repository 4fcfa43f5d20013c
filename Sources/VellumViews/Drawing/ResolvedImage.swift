import Foundation

extension GraphicsContext {
    /// An image with a canvas's environment applied, and its size.
    ///
    /// ```swift
    /// let icon = context.resolve(Image(systemName: "star.fill"))
    /// context.draw(icon, at: CGPoint(x: icon.size.width / 2, y: icon.size.height / 2))
    /// ```
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points (zero when it cannot be resolved).
        public let size: CGSize

        /// The size of `image` lowered in `lowering`'s environment.
        static func measure(_ image: Image, _ lowering: LoweringContext) -> CGSize {
            guard let node = try? lowering.lowerOne(image) else { return .zero }
            switch node.kind {
            case .leaf(.fixed(let size)), .leaf(.glyph(let size, _)), .leaf(.resizable(let size)): return size
            default: return .zero
            }
        }
    }
}
