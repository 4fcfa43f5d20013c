extension Text {
    /// Description of the style used to draw the line for `strikethroughStyle`
    /// and `underlineStyle`.
    ///
    /// ```swift
    /// var s = AttributedString("Sale")
    /// s.strikethroughStyle = .single
    /// s.underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The pattern, that the line has.
        public enum Pattern: Hashable, Sendable {
            /// A line with no gaps.
            case solid
            /// A line of dots.
            case dot
            /// A line of dashes.
            case dash
            /// A line of alternating dashes and dots.
            case dashDot
            /// A line of a dash followed by two dots.
            case dashDotDot
        }
        let pattern: Pattern
        let color: Color?
        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// Draw a single solid line.
        public static let single = LineStyle()
    }
}
