import Foundation
import VellumGeometry

nonisolated extension View {
    /// Adds `insets` to the safe area of this view: its content is laid out
    /// inside them, while backgrounds that ignore the safe area still fill them.
    ///
    /// ```swift
    /// ScrollView { cards }.safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        self.safeAreaInset(edge: VerticalEdge.top, spacing: 0) { Color.clear.frame(height: insets.top) }
            .safeAreaInset(edge: VerticalEdge.bottom, spacing: 0) { Color.clear.frame(height: insets.bottom) }
            .safeAreaInset(edge: HorizontalEdge.leading, spacing: 0) { Color.clear.frame(width: insets.leading) }
            .safeAreaInset(edge: HorizontalEdge.trailing, spacing: 0) { Color.clear.frame(width: insets.trailing) }
    }

    /// Adds `length` (nil: the default padding, 16 pt, swiftui-facts §2.1) to the safe area on `edges`.
    ///
    /// ```swift
    /// List { … }.safeAreaPadding(.horizontal, 24)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
