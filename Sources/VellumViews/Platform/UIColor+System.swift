// UIKit's named colours. System colours reuse SwiftUI's (`Color+System.swift`),
// the label colours reuse the hierarchical styles' table, and UIKit's element
// colours come from `SystemPalette` (sources in SystemPalette+UIKit.swift).
// The fixed colours (`.red`, `.gray`, …) are UIKit's own, not the system ones,
// with the component values Apple's UIColor documentation gives each.
import VellumCore

extension UIColor {
    private static func pair(_ p: SystemPalette.Pair) -> UIColor { UIColor(Color(provider: .dynamic(light: p.light, dark: p.dark))) }
    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(provider: .fixed(RGBAColor(red: r, green: g, blue: b, alpha: a))))
    }

    // MARK: System colours

    /// The system red colour (`Color.red`).
    public static let systemRed = UIColor(Color.red)
    /// The system orange colour (`Color.orange`).
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow colour (`Color.yellow`).
    public static let systemYellow = UIColor(Color.yellow)
    /// The system green colour (`Color.green`).
    public static let systemGreen = UIColor(Color.green)
    /// The system mint colour (`Color.mint`).
    public static let systemMint = UIColor(Color.mint)
    /// The system teal colour (`Color.teal`).
    public static let systemTeal = UIColor(Color.teal)
    /// The system cyan colour (`Color.cyan`).
    public static let systemCyan = UIColor(Color.cyan)
    /// The system blue colour (`Color.blue`).
    public static let systemBlue = UIColor(Color.blue)
    /// The system indigo colour (`Color.indigo`).
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system purple colour (`Color.purple`).
    public static let systemPurple = UIColor(Color.purple)
    /// The system pink colour (`Color.pink`).
    public static let systemPink = UIColor(Color.pink)
    /// The system brown colour (`Color.brown`).
    public static let systemBrown = UIColor(Color.brown)
    /// The base system gray: 142,142,147 light and dark (`Color.gray`).
    public static let systemGray = UIColor(Color.gray)
    /// The second gray level: 174,174,178 light, 99,99,102 dark.
    public static let systemGray2 = pair(SystemPalette.gray2)
    /// The third gray level: 199,199,204 light, 72,72,74 dark.
    public static let systemGray3 = pair(SystemPalette.gray3)
    /// The fourth gray level: 209,209,214 light, 58,58,60 dark.
    public static let systemGray4 = pair(SystemPalette.gray4)
    /// The fifth gray level: 229,229,234 light, 44,44,46 dark.
    public static let systemGray5 = pair(SystemPalette.gray5)
    /// The sixth gray level: 242,242,247 light, 28,28,30 dark.
    public static let systemGray6 = pair(SystemPalette.gray6)
    /// The app's tint: its `AccentColor`, or system blue (`Color.accentColor`).
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Label colours

    /// Primary text: black light, white dark (`Color.primary`).
    public static let label = UIColor(Color.primary)
    /// Secondary text: 60,60,67 at 0.6 light, 235,235,245 at 0.6 dark (`Color.secondary`).
    public static let secondaryLabel = UIColor(Color.secondary)
    /// Tertiary text: 60,60,67 at 0.3 light, 235,235,245 at 0.3 dark.
    public static let tertiaryLabel = UIColor(Color(provider: .label(level: 2)))
    /// Quaternary text: 60,60,67 at 0.18 light, 235,235,245 at 0.16 dark.
    public static let quaternaryLabel = UIColor(Color(provider: .label(level: 3)))
    /// Placeholder text in fields: 60,60,67 at 0.3 light, 235,235,245 at 0.3 dark.
    public static let placeholderText = pair(SystemPalette.placeholderText)
    /// Links: 0,122,255 light, 9,132,255 dark.
    public static let link = pair(SystemPalette.link)

    // MARK: Fill colours

    /// Fill for thin and small shapes: 120,120,128 at 0.2 light, at 0.36 dark.
    public static let systemFill = pair(SystemPalette.systemFill)
    /// Fill for medium shapes: 120,120,128 at 0.16 light, at 0.32 dark.
    public static let secondarySystemFill = pair(SystemPalette.secondarySystemFill)
    /// Fill for large shapes: 118,118,128 at 0.12 light, at 0.24 dark.
    public static let tertiarySystemFill = pair(SystemPalette.tertiarySystemFill)
    /// Fill for large areas with complex content: 116,116,128 at 0.08 light, 118,118,128 at 0.18 dark.
    public static let quaternarySystemFill = pair(SystemPalette.quaternarySystemFill)

    // MARK: Background colours

    /// The main background: white light, black dark.
    public static let systemBackground = pair(SystemPalette.systemBackground)
    /// Content on the main background: 242,242,247 light, 28,28,30 dark.
    public static let secondarySystemBackground = pair(SystemPalette.secondarySystemBackground)
    /// Content on secondary backgrounds: white light, 44,44,46 dark.
    public static let tertiarySystemBackground = pair(SystemPalette.tertiarySystemBackground)
    /// The main background of grouped content: 242,242,247 light, black dark.
    public static let systemGroupedBackground = pair(SystemPalette.systemGroupedBackground)
    /// Grouped content on the main background (an inset-grouped list's rows): white light, 28,28,30 dark.
    public static let secondarySystemGroupedBackground = pair(SystemPalette.secondarySystemGroupedBackground)
    /// Grouped content on secondary backgrounds: 242,242,247 light, 44,44,46 dark.
    public static let tertiarySystemGroupedBackground = pair(SystemPalette.tertiarySystemGroupedBackground)

    // MARK: Separators

    /// Thin separators that let content show through: 60,60,67 at 0.29 light, 84,84,88 at 0.6 dark.
    public static let separator = pair(SystemPalette.separator)
    /// Separators that hide content: 198,198,200 light, 56,56,58 dark.
    public static let opaqueSeparator = pair(SystemPalette.opaqueSeparator)

    // MARK: Fixed colours

    /// Black (grayscale 0).
    public static let black = fixed(0, 0, 0)
    /// Dark gray (grayscale 1/3).
    public static let darkGray = fixed(1.0 / 3, 1.0 / 3, 1.0 / 3)
    /// Light gray (grayscale 2/3).
    public static let lightGray = fixed(2.0 / 3, 2.0 / 3, 2.0 / 3)
    /// White (grayscale 1).
    public static let white = fixed(1, 1, 1)
    /// Gray (grayscale 0.5).
    public static let gray = fixed(0.5, 0.5, 0.5)
    /// Red (RGB 1, 0, 0), not the system red.
    public static let red = fixed(1, 0, 0)
    /// Green (RGB 0, 1, 0), not the system green.
    public static let green = fixed(0, 1, 0)
    /// Blue (RGB 0, 0, 1), not the system blue.
    public static let blue = fixed(0, 0, 1)
    /// Cyan (RGB 0, 1, 1).
    public static let cyan = fixed(0, 1, 1)
    /// Yellow (RGB 1, 1, 0).
    public static let yellow = fixed(1, 1, 0)
    /// Magenta (RGB 1, 0, 1).
    public static let magenta = fixed(1, 0, 1)
    /// Orange (RGB 1, 0.5, 0).
    public static let orange = fixed(1, 0.5, 0)
    /// Purple (RGB 0.5, 0, 0.5).
    public static let purple = fixed(0.5, 0, 0.5)
    /// Brown (RGB 0.6, 0.4, 0.2).
    public static let brown = fixed(0.6, 0.4, 0.2)
    /// Transparent (grayscale 0, opacity 0).
    public static let clear = fixed(0, 0, 0, 0)
}
