/// A flexible space that expands along the major axis of its stack.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: PrimitiveView, Sendable {
    /// The minimum length (nil: the default spacing, 8).
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map { $0.isFinite ? Swift.max(0, $0.clampedLength()) : 0 } }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.leaf(.spacer(minLength: minLength)), name: "Spacer")]
    }
}

/// A visual element that separates content: a hairline across its stack's axis.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: PrimitiveView, Sendable {
    /// Creates a divider.
    public init() {}
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let thickness = 1 / env.displayScale
        let color = SystemPalette.color(SystemPalette.separator, env.colorScheme)
        return [LayoutNode(.leaf(.divider(thickness: thickness)), drawing: .fill(.rectangle, .color(color), FillStyle()), name: "Divider")]
    }
}

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
        let build = UncheckedBuilder(content: content)
        return [LayoutNode(.geometryReader({ values in
            let proxy = GeometryProxy(size: values.size, frame: values.frame, safeAreaInsets: values.safeAreaInsets)
            do { return try context.lowerOne(build.content(proxy)) } catch {
                return LayoutNode(.leaf(.empty), name: "GeometryReader content failed: \(error)")
            }
        }), name: "GeometryReader")]
    }
}

/// The content closure of a GeometryReader, run during layout of the same render.
struct UncheckedBuilder<Content: View>: @unchecked Sendable {
    let content: (GeometryProxy) -> Content
}

/// A proxy for access to the size and coordinate space of a GeometryReader.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    let frame: CGRect
    /// The safe-area insets that reach into the reader.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in a coordinate space (global and local are supported).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : frame
    }
}

/// A coordinate space a geometry can be measured in.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}
