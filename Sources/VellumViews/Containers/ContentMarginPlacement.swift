/// Where `contentMargins(_:_:for:)` puts its margins: around a scroll view's
/// content, beside its scroll indicators, or where the view decides.
///
/// ```swift
/// ScrollView { cards }.contentMargins(.horizontal, 20, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// Where the view decides: for a scroll view, around its content.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// Around a scroll view's content.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// Beside a scroll view's indicators (not drawn, so no effect on the picture).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}
