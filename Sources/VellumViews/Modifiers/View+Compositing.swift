nonisolated extension View {
    /// Composites the view's contents on their own before the effects of its
    /// ancestors apply: opacity and blend modes outside act on the finished
    /// group, and blend modes inside blend only with each other.
    ///
    /// ```swift
    /// VStack {
    ///     Circle().fill(.red)
    ///     Circle().fill(.blue).blendMode(.multiply)
    /// }
    /// .compositingGroup()
    /// .opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { wrapped("compositingGroup", .effect(.compositingGroup)) }

    /// Renders the view's contents into an offscreen image before drawing it:
    /// in SVG, the same group as `compositingGroup()` (`opaque` is not drawn:
    /// an SVG group has no opaque backing).
    ///
    /// ```swift
    /// ZStack { Circle().fill(.orange); Text("Hi") }.drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        wrapped("drawingGroup", .effect(.compositingGroup))
    }
}

