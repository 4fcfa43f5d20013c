// Phase animations. A still picture shows the first phase, as the view
// looks before any phase change runs.

nonisolated extension View {
    /// Cycles through the given phases, modifying the view with `content` for
    /// each; the picture is drawn in the first phase.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .phaseAnimator([1.0, 1.4]) { content, scale in content.scaleEffect(scale) }
    /// ```
    @ViewBuilder
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        if let first = phases.first(where: { _ in true }) {
            content(PlaceholderContentView(content: self), first)
        } else {
            self
        }
    }

    /// Animates through the given phases each time `trigger` changes; the
    /// picture is drawn in the first phase.
    ///
    /// ```swift
    /// Text("Saved")
    ///     .phaseAnimator([0.0, 1.0], trigger: saveCount) { content, opacity in content.opacity(opacity) }
    /// ```
    @ViewBuilder
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        if let first = phases.first(where: { _ in true }) {
            content(PlaceholderContentView(content: self), first)
        } else {
            self
        }
    }

    /// Plays keyframes each time `trigger` changes; the picture is drawn with
    /// `initialValue`.
    ///
    /// ```swift
    /// Image(systemName: "star").keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
    ///     content.scaleEffect(scale)
    /// } keyframes: { _ in
    ///     KeyframeTrack { SpringKeyframe(1.5, duration: 0.2); LinearKeyframe(1.0, duration: 0.3) }
    /// }
    /// ```
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Loops keyframes (or plays them once); the picture is drawn with `initialValue`.
    ///
    /// ```swift
    /// Circle().keyframeAnimator(initialValue: CGFloat(0)) { content, y in content.offset(y: y) } keyframes: { _ in
    ///     KeyframeTrack { CubicKeyframe(-20, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
    /// }
    /// ```
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A container that animates its content by automatically cycling through a
/// collection of phases; the picture is drawn in the first phase.
///
/// ```swift
/// PhaseAnimator([false, true]) { on in Circle().fill(on ? .red : .blue) }
/// ```
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Cycles through a sequence of phases in response to changes in a trigger value.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first(where: { _ in true }); self.content = content
    }

    /// Cycles through a sequence of phases continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first(where: { _ in true }); self.content = content
    }

    /// The content in the first phase.
    public var body: some View {
        if let first { content(first) }
    }
}

nonisolated extension View {
    /// Applies `animation` to the animatable values the modifiers in `body`
    /// set (iOS 17); a still picture draws those modifiers at rest.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .animation(.spring) { $0.scaleEffect(isLiked ? 1.2 : 1) }
    /// ```
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }
}
