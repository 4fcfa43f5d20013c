import Foundation
import VellumGeometry

/// A shape's outline as a function of the rectangle it is drawn in, plus how
/// it is inset (for `strokeBorder`) and trimmed.
package struct ShapeGeometry: Sendable {
    /// The path for a frame.
    package var path: @Sendable (CGRect) -> Path
    /// A name for dumps and messages (e.g. "RoundedRectangle").
    package var name: String

    package init(name: String, path: @escaping @Sendable (CGRect) -> Path) {
        self.name = name; self.path = path
    }

    /// A rectangle.
    package static let rectangle = ShapeGeometry(name: "Rectangle") { Path($0) }
}
