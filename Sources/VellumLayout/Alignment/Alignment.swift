/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.blue; Text("Badge") }
/// ```
public struct Alignment: Hashable, Sendable {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// Alignment to the center in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Alignment to the leading in both axes.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Alignment to the trailing in both axes.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Alignment to the top in both axes.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Alignment to the bottom in both axes.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Alignment to the top leading in both axes.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Alignment to the top trailing in both axes.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Alignment to the bottom leading in both axes.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Alignment to the bottom trailing in both axes.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Alignment to the center first text baseline in both axes.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Alignment to the center last text baseline in both axes.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Alignment to the leading first text baseline in both axes.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Alignment to the leading last text baseline in both axes.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Alignment to the trailing first text baseline in both axes.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Alignment to the trailing last text baseline in both axes.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
