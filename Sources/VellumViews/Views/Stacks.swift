/// A view that arranges its children in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text("Title").font(.headline)
///     Text("Subtitle").foregroundStyle(.secondary)
/// }
/// ```
public struct VStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "VStack")]
    }
}

/// A view that arranges its children in a horizontal line.
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("Favourite") }
/// ```
public struct HStack<Content: View>: PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "HStack")]
    }
}

/// A view that overlays its children, aligning them in both axes.
///
/// ```swift
/// ZStack { backgroundGradient; Text("Welcome") }
/// ```
public struct ZStack<Content: View>: PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "ZStack")]
    }
}

/// Lazy stacks lay out like their plain counterparts in a static picture.
public typealias LazyVStack = VStack
/// Lazy stacks lay out like their plain counterparts in a static picture.
public typealias LazyHStack = HStack

/// A layout used as a view: `MyLayout { … }`.
public struct _LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: LayoutBox(layout).name)]
    }
}

extension Layout {
    /// Arranges views with this layout.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Text("A"); Text("B") }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A type-erased layout, to switch layouts while keeping the views.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout, TypeErasedLayout {
    let base: any Layout
    package var wrappedLayout: any Layout { base }
    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) { base = layout }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func makeCache(subviews: Subviews) -> Any? { nil }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) -> CGSize {
        func run<L: Layout>(_ l: L) -> CGSize {
            var c = (cache as? L.Cache) ?? l.makeCache(subviews: subviews)
            defer { cache = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return run(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) {
        func run<L: Layout>(_ l: L) {
            var c = (cache as? L.Cache) ?? l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache = c
        }
        run(base)
    }
}
