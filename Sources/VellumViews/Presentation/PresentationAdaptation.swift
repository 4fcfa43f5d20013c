/// How a presentation adapts to a compact size class (an iPhone).
///
/// ```swift
/// .popover(isPresented: $showTip) {
///     Text("Tip").presentationCompactAdaptation(.popover)
/// }
/// ```
public struct PresentationAdaptation: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    package let kind: Kind
    /// The system's adaptation: a popover becomes a sheet on an iPhone.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: the presentation keeps its own style.
    public static let none = PresentationAdaptation(kind: .none)
    /// A popover.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// A sheet.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}
