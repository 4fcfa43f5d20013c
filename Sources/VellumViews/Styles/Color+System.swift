extension Color {
    private static func system(_ pair: SystemPalette.Pair) -> Color { Color(provider: .dynamic(light: pair.light, dark: pair.dark)) }

    public static let red = system(SystemPalette.red)
    public static let orange = system(SystemPalette.orange)
    public static let yellow = system(SystemPalette.yellow)
    public static let green = system(SystemPalette.green)
    public static let mint = system(SystemPalette.mint)
    public static let teal = system(SystemPalette.teal)
    public static let cyan = system(SystemPalette.cyan)
    public static let blue = system(SystemPalette.blue)
    public static let indigo = system(SystemPalette.indigo)
    public static let purple = system(SystemPalette.purple)
    public static let pink = system(SystemPalette.pink)
    public static let brown = system(SystemPalette.brown)
    public static let gray = system(SystemPalette.gray)
    public static let white = Color(provider: .fixed(.white))
    public static let black = Color(provider: .fixed(.black))
    public static let clear = Color(provider: .fixed(.clear))
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = Color(provider: .label(level: 0))
    /// The secondary label colour.
    public static let secondary = Color(provider: .label(level: 1))
    /// The app's accent colour: `AccentColor` from the asset catalog, or blue.
    public static let accentColor = Color(provider: .accent)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
