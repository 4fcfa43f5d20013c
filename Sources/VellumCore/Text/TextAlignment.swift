/// An alignment position for text along the horizontal axis.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
