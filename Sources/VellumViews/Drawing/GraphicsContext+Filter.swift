import Foundation
import VellumCore
import VellumGeometry

extension GraphicsContext {
    /// A filter applied to each drawing operation after it is added.
    ///
    /// ```swift
    /// context.addFilter(.shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2))
    /// context.fill(card, with: .color(.white))
    /// ```
    public struct Filter {
        /// The effects the filter applies, innermost first.
        let effects: [Effect]

        private init(effects: [Effect]) { self.effects = effects }
        private init(_ filter: RenderFilter) { effects = [.filter(filter)] }
        private init(matrix: FilterColorMatrix) { self.init(.colorMatrix(matrix)) }

        /// A shadow of what is drawn: under it, or inside its shape with `.invertsAlpha`.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            let resolved = (try? color.resolved(in: EnvironmentValues())) ?? RGBAColor(0, 0, 0, 0.33)
            let composite: ShadowComposite = options.contains(.shadowOnly) ? .only : options.contains(.shadowAbove) ? .above : .standard
            if options.contains(.invertsAlpha) || composite != .standard {
                return Filter(.shadow(color: resolved, radius: radius, offset: CGSize(width: x, height: y),
                                      inner: options.contains(.invertsAlpha), composite: composite))
            }
            return Filter(effects: [.shadow(color: resolved, radius: radius, x: x, y: y)])
        }

        /// A Gaussian blur of what is drawn; the radius is the standard deviation.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(.blur(radius: radius, opaque: options.contains(.opaque)))
        }

        /// A colour matrix applied to each pixel's unpremultiplied sRGB components.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(matrix: FilterColorMatrix(matrix.values)) }
        /// Adds `amount` to the red, green and blue components.
        public static func brightness(_ amount: Double) -> Filter { Filter(matrix: .brightness(amount)) }
        /// Scales the components' distance from 0.5 by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(matrix: .contrast(amount)) }
        /// Scales the saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter(matrix: .saturation(amount)) }
        /// Removes `amount` of the colour (1: greyscale).
        public static func grayscale(_ amount: Double) -> Filter { Filter(matrix: .grayscale(amount)) }
        /// Rotates the hue by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(matrix: .hueRotation(radians: angle.radians)) }
        /// Inverts the colours by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(matrix: .colorInvert(amount: amount)) }
        /// Multiplies each component by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(matrix: .colorMultiply((try? color.resolved(in: EnvironmentValues())) ?? RGBAColor(1, 1, 1, 1)))
        }
        /// Black, with the luminance as alpha.
        public static var luminanceToAlpha: Filter { Filter(matrix: .luminanceToAlpha) }

        /// `color` where what is drawn has an alpha from `min` to `max`,
        /// transparent elsewhere: with a blur added after it, the "gooey"
        /// metaball look.
        ///
        /// ```swift
        /// context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
        /// context.addFilter(.blur(radius: 10))
        /// context.drawLayer { layer in /* overlapping circles */ }
        /// ```
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            let resolved = (try? color.resolved(in: EnvironmentValues())) ?? RGBAColor(0, 0, 0, 1)
            let lo = min.isFinite ? min : 0, hi = max.isFinite ? max : 1
            return Filter(.alphaThreshold(min: lo, max: hi, color: resolved))
        }

        /// A projective transform of what is drawn, in the canvas's coordinates.
        ///
        /// ```swift
        /// context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 1, y: 0.5))))
        /// ```
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(effects: [.projection(matrix.sanitized)])
        }
    }

    /// A 4 × 5 colour matrix, row by row: each output component is the dot
    /// product of its row with (r, g, b, a, 1).
    public struct ColorMatrix: Equatable, Sendable {
        public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
        public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
        public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
        public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
        /// The identity matrix.
        public init() {}
        var values: [Double] {
            [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
        }
    }

    /// Options for a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The result is opaque: edges keep their colour.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (no effect in SVG).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws only the shadow, not what casts it.
        public static let shadowOnly = ShadowOptions(rawValue: 1)
        /// Draws the shadow above what casts it.
        public static let shadowAbove = ShadowOptions(rawValue: 2)
        /// Inverts the shadow's alpha (an inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Disables the offset's flip.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options for filters.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Applies the filter in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Adds `filter` to every drawing operation after this one. Filters
    /// stack: the one added last applies first, so a blur added after an
    /// alpha threshold is thresholded.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }
}
