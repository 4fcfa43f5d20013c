import Foundation
import VellumCore
import VellumGeometry

extension GraphicsContext {
    /// How a drawing operation's colours combine with what is already drawn.
    ///
    /// ```swift
    /// context.blendMode = .multiply
    /// ```
    public struct BlendMode: Hashable, Sendable {
        /// What a mode does: a blend SwiftUI views have too, or one of the
        /// Porter–Duff operations only a context has, which the canvas draws
        /// with masks (`GraphicsContext.record`).
        enum Kind: Hashable, Sendable {
            case blend(VellumCore.BlendMode)
            case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor
        }
        let kind: Kind
        init(_ mode: VellumCore.BlendMode) { kind = .blend(mode) }
        init(kind: Kind) { self.kind = kind }

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
        /// Clears what the operation covers.
        public static let clear = BlendMode(kind: .clear)
        /// Replaces what the operation covers with it.
        public static let copy = BlendMode(kind: .copy)
        /// Draws only where something is drawn, and removes the rest.
        public static let sourceIn = BlendMode(kind: .sourceIn)
        /// Draws only where nothing is drawn, and removes the rest.
        public static let sourceOut = BlendMode(kind: .sourceOut)
        /// Draws only over what is drawn, keeping it.
        public static let sourceAtop = BlendMode(.sourceAtop)
        /// Draws under what is drawn.
        public static let destinationOver = BlendMode(.destinationOver)
        /// Keeps what is drawn only where the operation covers.
        public static let destinationIn = BlendMode(kind: .destinationIn)
        /// Erases what is drawn where the operation covers.
        public static let destinationOut = BlendMode(.destinationOut)
        /// Keeps what is drawn where the operation covers, under it, and
        /// draws the operation elsewhere.
        public static let destinationAtop = BlendMode(kind: .destinationAtop)
        /// Draws the operation and what is drawn where either is, not both.
        public static let xor = BlendMode(kind: .xor)
    }
}
