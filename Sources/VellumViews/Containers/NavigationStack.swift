/// A view that displays a root view with a navigation bar: in a static
/// picture, the root's `navigationTitle` (large, or inline in the bar row),
/// its `toolbar` items in the navigation bar, the bottom toolbar and, with
/// the keyboard shown, the bar above the keyboard.
///
/// ```swift
/// NavigationStack {
///     List { Text("Wi-Fi") }
///         .navigationTitle("Settings")
///         .toolbar { Button("Edit") {} }
/// }
/// ```
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    /// Creates a navigation stack.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let titles = FirstValueSink<String>()
        let report = NavigationBarReport()
        let content = try context.with { $0.navigationTitleSink = titles; $0.navigationBarReport = report }.lowerOne(root)
        return try NavigationBars(title: titles.value, report: report.snapshot, context: context).compose(content)
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
