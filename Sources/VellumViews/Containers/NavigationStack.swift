import VellumLayout

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
public struct NavigationStack<Data, Root: View>: PrimitiveView {
    let root: Root
    /// The values pushed over the root, first pushed first.
    let path: [AnyHashable]

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try NavigationScreenStack(screens: [root], path: path).lower(context)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack showing its root.
    public init(@ViewBuilder root: () -> Root) { self.root = root(); path = [] }

    /// Creates a navigation stack over a path of values: the picture shows
    /// the destination of the last value pushed, with a back button.
    ///
    /// ```swift
    /// @State var path = NavigationPath()
    /// NavigationStack(path: $path) {
    ///     ParkList().navigationDestination(for: Park.self) { ParkDetails(park: $0) }
    /// }
    /// ```
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root(); self.path = path.wrappedValue.elements
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack over a typed path: the picture shows the
    /// destination of the last value, with a back button.
    ///
    /// ```swift
    /// @State var path: [Park] = [.yosemite]
    /// NavigationStack(path: $path) {
    ///     ParkList().navigationDestination(for: Park.self) { ParkDetails(park: $0) }
    /// }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root(); self.path = path.wrappedValue.map { AnyHashable($0) }
    }
}

/// A view for presenting a stack of views (iOS 13–15), drawn as a
/// `NavigationStack`.
///
/// ```swift
/// NavigationView {
///     List { Text("Wi-Fi") }.navigationTitle("Settings")
/// }
/// ```
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// Creates a navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

nonisolated extension View {
    /// Sets the title shown by the enclosing `NavigationStack`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { modifier(Self.titleModifier(title.text, Text(title))) }
    /// Sets the title shown by the enclosing `NavigationStack`.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(Self.titleModifier(String(title), nil)) }
    /// Sets the title shown by the enclosing `NavigationStack`.
    public func navigationTitle(_ title: Text) -> some View { modifier(Self.titleModifier(title.plainText, title)) }

    /// Gives `title` to the enclosing navigation screen (`NavigationTitleKey`),
    /// as `text` translated for the environment's locale when there is one.
    private static func titleModifier(_ title: String, _ text: Text?) -> FirstValueModifier<NavigationTitleKey> {
        FirstValueModifier { context in
            guard context.environment.isNavigationContent else { return nil }
            return text?.plainText(in: context.environment) ?? title
        }
    }
}
