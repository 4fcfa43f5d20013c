import VellumLayout

/// A container view that defines its content as a function of its own size.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let content = self.content
        let build = UncheckedBuilder(content: { content($0) })
        return [LayoutNode(.geometryReader({ values in
            let proxy = GeometryProxy(size: values.size, frame: values.frame, safeAreaInsets: values.safeAreaInsets)
            return try context.lowerOne(build.content(proxy))
        }), name: "GeometryReader")]
    }
}

/// The content closure of a GeometryReader, run during layout of the same render.
struct UncheckedBuilder: @unchecked Sendable {
    let content: (GeometryProxy) -> any View
}
