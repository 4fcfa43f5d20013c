import VellumCore

extension Gradient {
    /// A method of interpolating between the colours of a gradient.
    ///
    /// A gradient that names none interpolates perceptually, as an iOS 18
    /// render of a plain `LinearGradient(colors: [.blue, .yellow])` shows
    /// (its midpoint is close to the Oklab mix, far from the sRGB one).
    /// Ask for `.device` to get the componentwise sRGB look of older renders:
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Gradient(colors: [.blue, .yellow]).colorSpace(.device),
    ///                                   startPoint: .leading, endPoint: .trailing))
    /// ```
    public struct ColorSpace: Hashable, Sendable {
        let interpolation: ResolvedGradient.Interpolation

        /// Interpolates gradient colours in the output colour space (sRGB
        /// components, as SVG viewers do on their own).
        public static let device = ColorSpace(interpolation: .device)
        /// Interpolates gradient colours in a perceptual colour space (Oklab).
        public static let perceptual = ColorSpace(interpolation: .perceptual)

        /// Linear sRGB: what a canvas's `GradientOptions.linearColor` asks for.
        static let linear = ColorSpace(interpolation: .linear)

        /// What a gradient without `colorSpace(_:)` uses.
        static let `default` = perceptual
    }
}
