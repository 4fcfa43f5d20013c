import VellumViews

/// Where an annotation goes relative to its mark (or a legend relative to the plot).
public struct AnnotationPosition: Equatable, Sendable {
    package enum Storage: Equatable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    package let storage: Storage
    /// Charts chooses (above a vertical bar, after a horizontal one).
    public static var automatic: AnnotationPosition { AnnotationPosition(storage: .automatic) }
    /// On the mark, centred.
    public static var overlay: AnnotationPosition { AnnotationPosition(storage: .overlay) }
    /// Above the mark.
    public static var top: AnnotationPosition { AnnotationPosition(storage: .top) }
    /// Below the mark.
    public static var bottom: AnnotationPosition { AnnotationPosition(storage: .bottom) }
    /// Before the mark.
    public static var leading: AnnotationPosition { AnnotationPosition(storage: .leading) }
    /// After the mark.
    public static var trailing: AnnotationPosition { AnnotationPosition(storage: .trailing) }
    /// Above and before the mark.
    public static var topLeading: AnnotationPosition { AnnotationPosition(storage: .topLeading) }
    /// Above and after the mark.
    public static var topTrailing: AnnotationPosition { AnnotationPosition(storage: .topTrailing) }
    /// Below and before the mark.
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(storage: .bottomLeading) }
    /// Below and after the mark.
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(storage: .bottomTrailing) }
}
