/// A view that displays a root view with a navigation bar: in a static
/// picture, the root's `navigationTitle` as a large title above it.
///
/// ```swift
/// NavigationStack {
///     List { Text("Wi-Fi") }
///         .navigationTitle("Settings")
/// }
/// ```
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    /// Creates a navigation stack.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let titles = FirstValueSink<String>()
        let content = try context.with { $0.navigationTitleSink = titles }.lowerOne(root)
        guard let title = titles.value else { return [content] }
        let bar = Text(verbatim: title).font(.largeTitle.bold())
            .lineLimit(1)
            .padding(.horizontal, 16).padding(.top, 3).padding(.bottom, 8)
            .frame(maxWidth: .infinity, alignment: .leading)
        let titleNode = try context.lowerOne(bar)
        // The bar is a safe-area inset of the root: the root is laid out below
        // it, and a root background that ignores the safe area (a List's
        // grouped grey) extends up under the title, as on iOS.
        let filled = LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                                     maxHeight: .infinity, alignment: .top)), children: [content], name: "frame")
        return [LayoutNode(.safeAreaInset(edge: .top, alignment: .leading, spacing: 0), children: [filled, titleNode], name: "NavigationStack")]
    }
}

/// The navigation view of iOS 13–15, drawn as a `NavigationStack`.
public typealias NavigationView = NavigationStack

extension EnvironmentKeys {
    struct NavigationTitleKey: EnvironmentKey { static let defaultValue: FirstValueSink<String>? = nil }
}

extension EnvironmentValues {
    var navigationTitleSink: FirstValueSink<String>? {
        get { self[EnvironmentKeys.NavigationTitleKey.self] }
        set { self[EnvironmentKeys.NavigationTitleKey.self] = newValue }
    }
}

/// Reports a navigation title to the enclosing navigation stack.
struct NavigationTitleModifier: PrimitiveModifier {
    let title: String
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        context.environment.navigationTitleSink?.offer(title)
        return try context.lower(content)
    }
}

extension View {
    /// Sets the title shown by the enclosing `NavigationStack`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { modifier(NavigationTitleModifier(title: title.text)) }
    /// Sets the title shown by the enclosing `NavigationStack`.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(NavigationTitleModifier(title: String(title))) }
    /// Sets the title shown by the enclosing `NavigationStack`.
    public func navigationTitle(_ title: Text) -> some View { modifier(NavigationTitleModifier(title: title.plainText)) }
    /// The title display mode (titles are drawn large).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    /// Toolbars are not drawn in a static picture.
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> Self { self }
}

/// Navigation bar items.
public enum NavigationBarItem {
    /// How a navigation title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// A view that controls a navigation presentation: drawn as its label.
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// Creates a link with a label view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Creates a link with a label view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer()
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(HierarchicalShapeStyle.tertiary)
        }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
}
