nonisolated extension View {
    /// Adds an action to be performed when a value, created from the scroll
    /// geometry of the scroll views in this view, changes: run with the old
    /// and the new value. A picture shows the scroll view at rest, so the
    /// action runs once while the picture settles, with the resting geometry
    /// as both values, and again if a later pass changes the value (a scroll
    /// asked with `scrollPosition`).
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.height } action: { _, height in contentHeight = height }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
