import VellumLayout

/// A view that controls a navigation presentation.
///
/// In a list row it is drawn as its label with a disclosure chevron on the
/// trailing side; elsewhere as a button with its label in the accent colour,
/// as iOS draws them. A link whose `isActive` binding is true pushes its
/// destination on the enclosing stack, so the picture shows the destination.
///
/// ```swift
/// List {
///     NavigationLink("Details") { DetailView() }
///     NavigationLink("Yosemite", value: Park.yosemite)
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    let active: (() -> AnyView)?

    init(label: Label, active: (() -> AnyView)? = nil) { self.label = label; self.active = active }

    /// Creates a link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.init(label: label()) }
    /// Creates a link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.init(label: label()) }
    /// Creates a link that presents the destination while `isActive` is true
    /// (iOS 13–15; the picture shows the destination pushed when it is).
    ///
    /// ```swift
    /// NavigationLink(destination: DetailView(), isActive: $showDetail) { Text("Details") }
    /// ```
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), active: isActive.wrappedValue ? { AnyView(destination) } : nil)
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try lowerLabel(context)
        guard let active, context.environment.isNavigationContent else { return nodes }
        // Pushed on the enclosing stack: the destination is what the picture shows.
        var pushed = NavigationDestinations()
        pushed.present(active())
        return try pushed.mark.markingFirst(nodes, context)
    }

    /// The link as drawn: in a list row, the label with a disclosure chevron
    /// on the trailing side; elsewhere a button.
    private func lowerLabel(_ context: LoweringContext) throws -> [LayoutNode] {
        if context.environment.isListRowContent {
            return try context.lower(HStack {
                label
                Spacer()
                Image(systemName: "chevron.forward").font(.footnote.weight(.semibold)).foregroundStyle(HierarchicalShapeStyle.tertiary)
            }.accessibilityControl("NavigationLink", .isButton))
        }
        return try context.lower(Button(action: {}) { label })
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the view for `value`, which a
    /// `navigationDestination(for:destination:)` provides.
    ///
    /// ```swift
    /// NavigationLink(value: park) { Label(park.name, systemImage: "tree") }
    /// ```
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.init(label: label()) }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link with a text label that presents the view for `value`.
    ///
    /// ```swift
    /// NavigationLink("Yosemite", value: Park.yosemite)
    /// ```
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(label: Text(titleKey)) }
    /// Creates a link with a text label that presents the view for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(label: Text(title)) }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label that presents the destination view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(label: Text(titleKey)) }
    /// Creates a link with a text label that presents the destination view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.init(label: Text(title)) }
    /// Creates a link with a text label that presents the destination view.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(label: Text(titleKey)) }
    /// Creates a link with a text label that presents the destination while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey), active: isActive.wrappedValue ? { AnyView(destination) } : nil)
    }
}

extension EnvironmentKeys {
    struct ListRowContentKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Whether views are lowered as rows of a list or form (set by the list):
    /// a navigation link draws its disclosure chevron there.
    package var isListRowContent: Bool {
        get { self[EnvironmentKeys.ListRowContentKey.self] }
        set { self[EnvironmentKeys.ListRowContentKey.self] = newValue }
    }
}
