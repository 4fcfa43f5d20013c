import VellumGeometry

nonisolated extension View {
    /// Adds actions revealed by swiping a list row. At rest they are hidden,
    /// as iOS draws a row nobody swipes.
    ///
    /// ```swift
    /// Text(mail.subject)
    ///     .swipeActions(edge: .trailing, allowsFullSwipe: true) { Button("Delete", role: .destructive) {} }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> Self { self }

    /// Adds pull to refresh. At rest the list sits at the top with no spinner, as iOS draws it.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.refreshable { await store.reload() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
}
