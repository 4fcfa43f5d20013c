import VellumGeometry

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edges.
        public static let top = Set(rawValue: 1)
        /// The bottom edges.
        public static let bottom = Set(rawValue: 2)
        /// The all edges.
        public static let all: Set = [.top, .bottom]
    }
}
