// A view's explicit identity. Identity tells SwiftUI which view is "the same"
// across updates (for transitions and state); a still picture has one update,
// so the view is drawn unchanged.

extension View {
    /// Binds the view's identity to the given value (drawn unchanged: identity
    /// matters only across updates, and a picture is a single one).
    ///
    /// ```swift
    /// Text(card.title).id(card.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
