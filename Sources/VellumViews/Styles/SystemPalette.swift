import VellumCore

/// iOS 17/18 system colours, light and dark (swiftui-facts §3.1 and §3.3).
package enum SystemPalette {
    typealias Pair = (light: RGBAColor, dark: RGBAColor)
    static let red: Pair = (RGBAColor(255, 59, 48), RGBAColor(255, 69, 58))
    static let orange: Pair = (RGBAColor(255, 149, 0), RGBAColor(255, 159, 10))
    static let yellow: Pair = (RGBAColor(255, 204, 0), RGBAColor(255, 214, 10))
    static let green: Pair = (RGBAColor(52, 199, 89), RGBAColor(48, 209, 88))
    /// Dark per HIG (its 2022-12-19 correction), not OpenSwiftUI's table.
    static let mint: Pair = (RGBAColor(0, 199, 190), RGBAColor(102, 212, 207))
    static let teal: Pair = (RGBAColor(48, 176, 199), RGBAColor(64, 200, 224))
    static let cyan: Pair = (RGBAColor(50, 173, 230), RGBAColor(100, 210, 255))
    static let blue: Pair = (RGBAColor(0, 122, 255), RGBAColor(10, 132, 255))
    static let indigo: Pair = (RGBAColor(88, 86, 214), RGBAColor(94, 92, 230))
    static let purple: Pair = (RGBAColor(175, 82, 222), RGBAColor(191, 90, 242))
    static let pink: Pair = (RGBAColor(255, 45, 85), RGBAColor(255, 55, 95))
    /// Light red component 162, as SwiftUI's own table and the macOS HIG give it.
    static let brown: Pair = (RGBAColor(162, 132, 94), RGBAColor(172, 142, 104))
    static let gray: Pair = (RGBAColor(142, 142, 147), RGBAColor(142, 142, 147))
    static let gray4: Pair = (RGBAColor(209, 209, 214), RGBAColor(58, 58, 60))
    static let gray5: Pair = (RGBAColor(229, 229, 234), RGBAColor(44, 44, 46))
    static let separator: Pair = (RGBAColor(60, 60, 67, 0.29), RGBAColor(84, 84, 88, 0.6))
    static let secondarySystemBackground: Pair = (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30))
    static let systemFill: Pair = (RGBAColor(120, 120, 128, 0.2), RGBAColor(120, 120, 128, 0.36))
    static let tertiarySystemFill: Pair = (RGBAColor(118, 118, 128, 0.12), RGBAColor(118, 118, 128, 0.24))
    package static let backgroundLight = RGBAColor(255, 255, 255)
    package static let backgroundDark = RGBAColor(0, 0, 0)

    /// The pair for a colour scheme.
    static func color(_ pair: Pair, _ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? pair.dark : pair.light }
}
