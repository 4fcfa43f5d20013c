import Foundation
import VellumLayout

nonisolated extension View {
    /// The heights the enclosing sheet rests at; it is drawn at the smallest.
    ///
    /// ```swift
    /// .sheet(isPresented: $show) {
    ///     Filters().presentationDetents([.medium, .large])
    /// }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationOptionModifier { o, _ in if o.detents == nil { o.detents = Array(detents) } })
    }

    /// The heights the enclosing sheet rests at, and the selected one, which
    /// is the one drawn (the smallest when the selection is not among them).
    ///
    /// ```swift
    /// Filters().presentationDetents([.medium, .large], selection: $detent)
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(PresentationOptionModifier { o, _ in
            if o.detents == nil { o.detents = Array(detents); o.selection = selected }
        })
    }

    /// Whether the enclosing sheet shows its drag indicator (by default, when
    /// it has more than one detent).
    ///
    /// ```swift
    /// Filters().presentationDetents([.medium]).presentationDragIndicator(.visible)
    /// ```
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationOptionModifier { o, _ in if o.dragIndicator == nil { o.dragIndicator = visibility } })
    }

    /// The corner radius of the enclosing sheet (nil: the system's).
    ///
    /// ```swift
    /// Filters().presentationCornerRadius(24)
    /// ```
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationOptionModifier { o, _ in
            if o.cornerRadius == nil, let r = cornerRadius, r.isFinite { o.cornerRadius = Swift.max(0, r) }
        })
    }

    /// Fills the enclosing sheet's background with a style.
    ///
    /// ```swift
    /// Filters().presentationBackground(.thinMaterial)
    /// ```
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let fill = AnyShapeStyle(style)
        return modifier(PresentationOptionModifier { o, context in
            if o.background == nil { o.background = try context.lower(Rectangle().fill(fill)) }
        })
    }

    /// Draws a view behind the enclosing sheet's content, filling the sheet.
    ///
    /// ```swift
    /// Filters().presentationBackground { LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom) }
    /// ```
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return modifier(PresentationOptionModifier { o, context in
            if o.background == nil {
                o.background = try context.lower(Color.clear.overlay(alignment: alignment) { view })
            }
        })
    }

    /// Whether people could use the view behind the enclosing sheet: when
    /// enabled at the drawn detent, the view behind is not dimmed.
    ///
    /// ```swift
    /// Controls().presentationDetents([.height(120)]).presentationBackgroundInteraction(.enabled)
    /// ```
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationOptionModifier { o, _ in if o.backgroundInteraction == nil { o.backgroundInteraction = interaction } })
    }

    /// Whether a swipe resizes the enclosing sheet or scrolls it (no change in a picture).
    ///
    /// ```swift
    /// List { … }.presentationContentInteraction(.scrolls)
    /// ```
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// How the enclosing popover or sheet adapts on an iPhone (compact width).
    ///
    /// ```swift
    /// Tip().presentationCompactAdaptation(.fullScreenCover)
    /// ```
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(PresentationOptionModifier { o, _ in if o.compactAdaptation == nil { o.compactAdaptation = adaptation } })
    }

    /// How the enclosing presentation adapts in compact widths and heights
    /// (Vellum's iPhones in portrait are compact in width only).
    ///
    /// ```swift
    /// Tip().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
    /// ```
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontalAdaptation)
    }

    /// Whether people can swipe the enclosing sheet away (no change in a picture).
    ///
    /// ```swift
    /// Form { … }.interactiveDismissDisabled()
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
