import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// ```swift
/// private struct CenterLine: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
/// }
/// extension VerticalAlignment { static let centerLine = VerticalAlignment(CenterLine.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The built-in guides' identities.
package enum BuiltinGuide {
    package enum Leading: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    package enum HCenter: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    package enum Trailing: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    package enum Top: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    package enum VCenter: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    package enum Bottom: AlignmentID { package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    package enum FirstBaseline: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    package enum LastBaseline: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    /// Where a list row's separator starts: text in a list row sets it at its
    /// own leading edge (a guide its lowering adds); a row without text has
    /// none, and its separator starts where its content does.
    package enum ListRowSeparatorLeading: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    /// Where a list row's separator ends: the row's trailing edge unless set.
    package enum ListRowSeparatorTrailing: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }

    package static let firstBaselineID = ObjectIdentifier(FirstBaseline.self)
    package static let separatorLeadingID = ObjectIdentifier(ListRowSeparatorLeading.self)
    package static let separatorTrailingID = ObjectIdentifier(ListRowSeparatorTrailing.self)
    package static let lastBaselineID = ObjectIdentifier(LastBaseline.self)

    /// The edge and centre guides: a container never inherits them from its children.
    package static let frameGuideIDs: Set<ObjectIdentifier> = [
        ObjectIdentifier(Leading.self), ObjectIdentifier(HCenter.self), ObjectIdentifier(Trailing.self),
        ObjectIdentifier(Top.self), ObjectIdentifier(VCenter.self), ObjectIdentifier(Bottom.self),
    ]
}
