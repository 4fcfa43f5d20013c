extension Color {
    private static func system(_ pair: SystemPalette.Pair) -> Color { Color(provider: .dynamic(light: pair.light, dark: pair.dark)) }

    /// The system red colour, light and dark.
    public static let red = system(SystemPalette.red)
    /// The system orange colour, light and dark.
    public static let orange = system(SystemPalette.orange)
    /// The system yellow colour, light and dark.
    public static let yellow = system(SystemPalette.yellow)
    /// The system green colour, light and dark.
    public static let green = system(SystemPalette.green)
    /// The system mint colour, light and dark.
    public static let mint = system(SystemPalette.mint)
    /// The system teal colour, light and dark.
    public static let teal = system(SystemPalette.teal)
    /// The system cyan colour, light and dark.
    public static let cyan = system(SystemPalette.cyan)
    /// The system blue colour, light and dark.
    public static let blue = system(SystemPalette.blue)
    /// The system indigo colour, light and dark.
    public static let indigo = system(SystemPalette.indigo)
    /// The system purple colour, light and dark.
    public static let purple = system(SystemPalette.purple)
    /// The system pink colour, light and dark.
    public static let pink = system(SystemPalette.pink)
    /// The system brown colour, light and dark.
    public static let brown = system(SystemPalette.brown)
    /// The system gray colour, light and dark.
    public static let gray = system(SystemPalette.gray)
    /// The system white colour, light and dark.
    public static let white = Color(provider: .fixed(.white))
    /// The system black colour, light and dark.
    public static let black = Color(provider: .fixed(.black))
    /// The system clear colour, light and dark.
    public static let clear = Color(provider: .fixed(.clear))
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(provider: .label(level: 0))
    /// The secondary label colour.
    public static let secondary = Color(provider: .label(level: 1))
    /// The app's accent colour: `AccentColor` from the asset catalog, or blue.
    public static let accentColor = Color(provider: .accent)
}

extension ShapeStyle where Self == Color {
    /// The system red colour.
    public static var red: Color { .red }
    /// The system orange colour.
    public static var orange: Color { .orange }
    /// The system yellow colour.
    public static var yellow: Color { .yellow }
    /// The system green colour.
    public static var green: Color { .green }
    /// The system mint colour.
    public static var mint: Color { .mint }
    /// The system teal colour.
    public static var teal: Color { .teal }
    /// The system cyan colour.
    public static var cyan: Color { .cyan }
    /// The system blue colour.
    public static var blue: Color { .blue }
    /// The system indigo colour.
    public static var indigo: Color { .indigo }
    /// The system purple colour.
    public static var purple: Color { .purple }
    /// The system pink colour.
    public static var pink: Color { .pink }
    /// The system brown colour.
    public static var brown: Color { .brown }
    /// The system gray colour.
    public static var gray: Color { .gray }
    /// The system white colour.
    public static var white: Color { .white }
    /// The system black colour.
    public static var black: Color { .black }
    /// The system clear colour.
    public static var clear: Color { .clear }
}
