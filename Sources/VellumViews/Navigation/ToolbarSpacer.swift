/// A space between toolbar items: a fixed gap, or a flexible one that
/// pushes the items after it to the far side.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
/// }
/// ```
public struct ToolbarSpacer: PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a spacer (`.flexible` by default) with a placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing; self.placement = placement
    }

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        [ToolbarElement(placement: placement, views: [], spacer: sizing)]
    }
}
