import Foundation

/// The sizes a `Table` is drawn with.
enum TableMetrics {
    /// A row's least height: a list row's (measured on iOS 18.5 for the iPhone form).
    static let rowHeight: CGFloat = 44
    /// The iPhone form's inset of a cell from the screen's edges (iOS 18.5).
    static let compactInset: CGFloat = 16
    /// The iPad form's inset of the first and last columns: iPad's layout margin (assumed).
    static let regularInset: CGFloat = 20
    /// The space between columns (assumed).
    static let columnSpacing: CGFloat = 16
    /// The header row's height (assumed).
    static let headerHeight: CGFloat = 32
}
