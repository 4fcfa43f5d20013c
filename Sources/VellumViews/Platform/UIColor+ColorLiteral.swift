import Foundation

extension UIColor: _ExpressibleByColorLiteral {
    /// A colour from a colour literal, as Xcode's colour well writes it: sRGB
    /// components and opacity, each 0…1.
    ///
    /// ```swift
    /// Color(#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
    /// ```
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal: sRGB components and opacity, each 0…1.
    ///
    /// ```swift
    /// let brand: Color = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

#if !canImport(AppKit)
/// The type a colour literal has when nothing else says (`#colorLiteral(…)`
/// alone is a `UIColor`, as UIKit declares on iOS). The compiler looks this
/// name up; it is not for other use.
public typealias _ColorLiteralType = UIColor
#endif
