import Foundation
import VellumGeometry

extension Edge {
    /// A corner of a rectangle, named by the edges that meet there.
    public enum Corner: Hashable, Sendable, CaseIterable {
        /// The top corner on the leading side.
        case topLeading
        /// The top corner on the trailing side.
        case topTrailing
        /// The bottom corner on the leading side.
        case bottomLeading
        /// The bottom corner on the trailing side.
        case bottomTrailing

        /// How a corner of a `ConcentricRectangle` is rounded: with a fixed
        /// radius (a number literal is one), or concentric with its container's
        /// corner, never below a minimum.
        ///
        /// ```swift
        /// ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)
        /// ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric)
        /// ```
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            /// The fixed radius, or nil for a concentric corner.
            let fixedRadius: CGFloat?
            /// A concentric corner's least radius.
            let minimum: CGFloat

            /// A corner whose radius is the container's corner radius less the
            /// distance between the corners; square when that is zero or less.
            public static var concentric: Style { Style(fixedRadius: nil, minimum: 0) }
            /// A concentric corner whose radius is never below `minimum`'s.
            public static func concentric(minimum: Style) -> Style {
                Style(fixedRadius: nil, minimum: Swift.max(0, minimum.fixedRadius ?? minimum.minimum))
            }
            /// A corner of radius `radius`, whatever the container.
            public static func fixed(_ radius: CGFloat) -> Style { Style(fixedRadius: Swift.max(0, radius), minimum: 0) }

            /// A fixed radius, written as an integer.
            public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
            /// A fixed radius, written as a number.
            public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
            init(fixedRadius: CGFloat?, minimum: CGFloat) { self.fixedRadius = fixedRadius; self.minimum = minimum }

            /// The radius of a corner whose container's corner has radius `container`, `distance` away.
            func radius(container: CGFloat, distance: CGFloat) -> CGFloat {
                fixedRadius ?? Swift.max(minimum, container - distance)
            }
        }
    }
}
