import Foundation

nonisolated extension View {
    /// Applies the Liquid Glass effect to a view: a glass shape anchored to
    /// the view's bounds, behind it (a capsule unless `shape` says otherwise).
    ///
    /// Vellum draws the glass at rest as a vector approximation (`Glass`):
    /// a translucent tint, a grey rim with a white highlight inside it, and a
    /// soft shadow; `.identity` draws the view alone.
    ///
    /// ```swift
    /// Text("Hello, World!").font(.title).padding().glassEffect()
    /// Image(systemName: "star").frame(width: 44, height: 44).glassEffect(.regular.tint(.yellow), in: .circle)
    /// ```
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        GlassEffectView(content: self, glass: glass, shape: shape)
    }

    /// Associates an identity value to Liquid Glass effects defined within
    /// this view, so that SwiftUI morphs shapes with the same identity into
    /// each other during transitions. A still picture shows no transition, so
    /// the view draws as it is.
    ///
    /// ```swift
    /// Image(systemName: "pencil").glassEffect().glassEffectID("pencil", in: namespace)
    /// ```
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Associates any Liquid Glass effects defined within this view to a
    /// union with the provided identifier: inside a `GlassEffectContainer`,
    /// the glass effects of one union are drawn as a single shape spanning
    /// their frames (the first member's shape, glass and tint).
    ///
    /// ```swift
    /// GlassEffectContainer {
    ///     HStack {
    ///         Image(systemName: "sun.max").padding().glassEffect().glassEffectUnion(id: 1, namespace: namespace)
    ///         Image(systemName: "moon").padding().glassEffect().glassEffectUnion(id: 1, namespace: namespace)
    ///     }
    /// }
    /// ```
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        let union = id.map { GlassUnionID(id: AnyHashable($0), namespace: namespace) }
        return environmentUpdate { $0.glassEffectUnion = union }
    }

    /// Associates a glass effect transition with any glass effects defined
    /// within this view. Transitions animate the glass in and out; a still
    /// picture shows it at rest, so the view draws as it is.
    ///
    /// ```swift
    /// Image(systemName: "pencil").glassEffect().glassEffectTransition(.materialize)
    /// ```
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}
