import Foundation
import VellumGeometry

extension GraphicsContext {
    /// A colour, gradient or style that fills or strokes a path. Gradient
    /// points and radii are in the current user space, as SwiftUI gives them.
    ///
    /// ```swift
    /// context.fill(path, with: .linearGradient(Gradient(colors: [.blue, .teal]),
    ///                                          startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
    /// ```
    public struct Shading {
        /// The style for a canvas of a size (gradient points become unit points of it).
        let style: (CGSize) -> AnyShapeStyle

        /// The context's foreground style.
        public static var foreground: Shading { Shading { _ in AnyShapeStyle(ForegroundStyle()) } }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading { _ in AnyShapeStyle(color) } }

        /// A colour from components in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey from a white level in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in AnyShapeStyle(style) } }

        /// A linear gradient between two points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                AnyShapeStyle(LinearGradient(options.applied(to: gradient), startPoint: unit(startPoint, size), endPoint: unit(endPoint, size)))
            }
        }

        /// A radial gradient around a centre.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                AnyShapeStyle(RadialGradient(options.applied(to: gradient), center: unit(center, size), startRadius: startRadius, endRadius: endRadius))
            }
        }

        /// A conic gradient around a centre, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                AnyShapeStyle(AngularGradient(options.applied(to: gradient), center: unit(center, size), startAngle: angle,
                                              endAngle: angle + .degrees(360)))
            }
        }

        /// A point of a canvas of `size` as a unit point of it.
        private static func unit(_ point: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
    }

    /// Options for gradient shadings: `.repeat` and `.mirror` become SVG's
    /// `spreadMethod` for linear and radial gradients (a conic gradient has
    /// no ends); `.linearColor` interpolates in linear sRGB (drawn with the
    /// extra stops that make an SVG viewer's sRGB interpolation match it).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient outside its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient outside its ends.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)

        /// `gradient` with these options' spread (`.mirror` wins over
        /// `.repeat`) and colour space.
        func applied(to gradient: Gradient) -> AnyGradient {
            var g = AnyGradient(gradient)
            g.spread = contains(.mirror) ? .reflect : contains(.repeat) ? .repeat : .pad
            if contains(.linearColor) { g = g.colorSpace(.linear) }
            return g
        }
    }
}
