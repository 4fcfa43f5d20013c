import Foundation

extension Font {
    /// A width to use for fonts that have multiple widths (accepted; the
    /// bundled system font has one width, so every width draws as `.standard`).
    ///
    /// ```swift
    /// Text("Scores").fontWidth(.condensed)
    /// ```
    public struct Width: Hashable, Sendable {
        /// The value of the width on a scale from -1 to 1.
        public var value: CGFloat
        /// Creates a width with the value on a scale from -1 to 1.
        public init(_ value: CGFloat) { self.value = value }
        /// A width to use for fonts that have multiple widths.
        public static let compressed = Width(-0.3)
        /// A width to use for fonts that have multiple widths.
        public static let condensed = Width(-0.2)
        /// A width to use for fonts that have multiple widths.
        public static let standard = Width(0)
        /// A width to use for fonts that have multiple widths.
        public static let expanded = Width(0.2)
    }

    /// The font in a width (accepted; drawn in the standard width).
    public func width(_ width: Width) -> Font { self }
}
