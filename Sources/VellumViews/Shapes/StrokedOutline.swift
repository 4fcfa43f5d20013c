import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A shape that is another shape's stroke: filled, it is drawn as that stroke.
package protocol StrokedOutline: Sendable {
    /// The stroked shape's geometry.
    var strokedGeometry: ShapeGeometry { get }
    /// The stroke.
    var strokeStyle: StrokeStyle { get }
    /// The stroked shape's size for a proposal.
    func strokedSize(_ proposal: ProposedViewSize) -> CGSize
}
