import Foundation
import VellumViews


/// What an annotation's content closure is told about its mark.
public struct AnnotationContext: Sendable {
    /// The size of the mark the annotation belongs to (zero until laid out).
    public var targetSize: CGSize
}
