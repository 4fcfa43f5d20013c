// Text styling set on a view for all the text inside it (iOS 16), as the
// same modifiers on `Text` set it for one text.
import Foundation

nonisolated extension View {
    /// Underlines the text in the view, in the text's colour unless `color`
    /// is given (every pattern is drawn solid).
    ///
    /// ```swift
    /// VStack { Text("Terms"); Text("Privacy") }.underline()
    /// ```
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return environmentUpdate { $0.textUnderline = style }
    }

    /// Strikes through the text in the view, in the text's colour unless
    /// `color` is given (every pattern is drawn solid).
    ///
    /// ```swift
    /// Label("Done", systemImage: "checkmark").strikethrough()
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return environmentUpdate { $0.textStrikethrough = style }
    }

    /// Sets the spacing, or kerning, between characters of the text in the view.
    ///
    /// ```swift
    /// HStack { Text("A"); Text("B") }.kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> some View {
        let k = kerning.isFinite ? kerning : 0
        return environmentUpdate { $0.textTracking = k }
    }

    /// Sets the tracking of the text in the view.
    ///
    /// ```swift
    /// Text("SPACED").tracking(3)
    /// ```
    public func tracking(_ tracking: CGFloat) -> some View {
        let t = tracking.isFinite ? tracking : 0
        return environmentUpdate { $0.textTracking = t }
    }
}
