import VellumGeometry
import VellumLayout

/// The container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation stack's or split view column's background.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A split view's background.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view's background.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

nonisolated extension View {
    /// Sets the background of the container this view is in (a widget, a
    /// navigation stack's screen): drawn behind the view and out to the
    /// edges of the screen, under the bars and into the safe areas, as the
    /// container fills its bounds.
    ///
    /// ```swift
    /// ContentView().containerBackground(.blue.gradient, for: .navigation)
    /// ```
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }

    /// Sets the background of the container this view is in to `content`,
    /// drawn behind the view and out into the safe areas.
    ///
    /// ```swift
    /// ContentView().containerBackground(for: .widget) { Color.orange }
    /// ```
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment) { content().ignoresSafeArea() }
    }

    /// Pads the view by the scene's margins on `edges`: on iOS, the
    /// standard padding.
    ///
    /// ```swift
    /// Form { … }.scenePadding()
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads the view by the scene's `padding` on `edges` (`.minimum`: the
    /// standard padding on iOS).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}

/// The kind of padding `scenePadding(_:edges:)` applies.
public struct ScenePadding: Sendable, Equatable {
    let name: String
    /// The smallest padding the scene needs.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding a navigation bar's content takes (iOS 17).
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
