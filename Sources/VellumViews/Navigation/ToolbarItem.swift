/// An item of a toolbar or navigation bar: a view and where it goes.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Compose", systemImage: "square.and.pencil") {}
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        [ToolbarElement(placement: placement, views: [content], spacer: nil)]
    }
}

extension ToolbarItem where ID == () {
    /// Creates an item with a placement (`.automatic`: the trailing side of the navigation bar).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a customizable item; the identifier is not drawn.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several toolbar items with one placement, side by side in the order written.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Archive", systemImage: "archivebox") {}
///         Spacer()
///         Button("Compose", systemImage: "square.and.pencil") {}
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of items with one placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }

    /// Creates a group whose collapsed label is `label`; iOS shows the items
    /// themselves on an iPhone, and so does Vellum.
    public init<L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content,
                         @ViewBuilder label: () -> L) {
        self.placement = placement; self.content = content()
    }

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        [ToolbarElement(placement: placement, views: ViewList.views(of: content), spacer: nil)]
    }
}
