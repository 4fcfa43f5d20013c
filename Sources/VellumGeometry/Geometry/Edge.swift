/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea(edges: [.top, .bottom])
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// A vertical edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}
