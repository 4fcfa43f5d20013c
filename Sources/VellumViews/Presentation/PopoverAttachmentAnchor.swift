import Foundation
import VellumGeometry

/// Where a popover's arrow points on its presenting view (accepted; on an
/// iPhone a popover is drawn as a sheet).
///
/// ```swift
/// .popover(isPresented: $show, attachmentAnchor: .point(.top)) { Tip() }
/// ```
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the presenting view: its bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view, in unit coordinates.
    case point(UnitPoint)
}
