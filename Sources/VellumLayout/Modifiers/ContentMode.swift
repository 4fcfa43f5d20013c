/// How a view's content is scaled to fill its parent.
///
/// ```swift
/// Image("Landscape").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit inside, keeping the aspect ratio.
    case fit
    /// Scale to fill, keeping the aspect ratio.
    case fill
}
