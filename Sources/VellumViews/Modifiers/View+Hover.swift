// Pointer hover on views. A still picture has no pointer: the actions are
// never called and the view is drawn as it rests, not hovered.

nonisolated extension View {
    /// Adds an action to perform when the pointer moves over or away from the
    /// view's frame (never, in a still picture: the view is drawn not hovered).
    ///
    /// ```swift
    /// Text("Hello").foregroundStyle(isOver ? .green : .red).onHover { isOver = $0 }
    /// ```
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Adds an action to perform when the pointer enters, moves within and
    /// exits the view's bounds (never, in a still picture).
    ///
    /// ```swift
    /// Color.blue.onContinuousHover { phase in if case .ended = phase { isHovering = false } }
    /// ```
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Applies a pointer hover effect to the view (not drawn: the view rests
    /// without a pointer over it).
    ///
    /// ```swift
    /// Text("Tap me!").hoverEffect(.lift)
    /// ```
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}
