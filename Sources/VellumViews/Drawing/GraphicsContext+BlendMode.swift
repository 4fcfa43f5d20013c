extension GraphicsContext {
    /// How a drawing operation's colours combine with what is already drawn.
    ///
    /// ```swift
    /// context.blendMode = .multiply
    /// ```
    public struct BlendMode: Hashable, Sendable {
        let mode: VellumGeometry.BlendMode
        init(_ mode: VellumGeometry.BlendMode) { self.mode = mode }

        /// Draws over what is there.
        public static let normal = BlendMode(.normal)
        /// Multiplies the colours.
        public static let multiply = BlendMode(.multiply)
        /// Multiplies the complements of the colours.
        public static let screen = BlendMode(.screen)
        /// Multiplies or screens, by the background.
        public static let overlay = BlendMode(.overlay)
        /// Keeps the darker colour.
        public static let darken = BlendMode(.darken)
        /// Keeps the lighter colour.
        public static let lighten = BlendMode(.lighten)
        /// Brightens the background.
        public static let colorDodge = BlendMode(.colorDodge)
        /// Darkens the background.
        public static let colorBurn = BlendMode(.colorBurn)
        /// Darkens or lightens, softly.
        public static let softLight = BlendMode(.softLight)
        /// Multiplies or screens, by the source.
        public static let hardLight = BlendMode(.hardLight)
        /// Subtracts the darker colour from the lighter.
        public static let difference = BlendMode(.difference)
        /// A softer difference.
        public static let exclusion = BlendMode(.exclusion)
        /// The source's hue.
        public static let hue = BlendMode(.hue)
        /// The source's saturation.
        public static let saturation = BlendMode(.saturation)
        /// The source's hue and saturation.
        public static let color = BlendMode(.color)
        /// The source's luminosity.
        public static let luminosity = BlendMode(.luminosity)
        /// Darker sums.
        public static let plusDarker = BlendMode(.plusDarker)
        /// Lighter sums.
        public static let plusLighter = BlendMode(.plusLighter)
    }
}
