import Foundation

/// A custom alignment's guide type, held by an alignment's `@Sendable` key.
///
/// Unchecked: an `AlignmentID` type is only asked for its stateless
/// `defaultValue(in:)`; metatypes of non-isolated types are safe to share.
struct AlignmentGuideType: @unchecked Sendable {
    let id: any AlignmentID.Type
    /// The guide's default value in `dimensions`.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }
}
