import Foundation
import VellumGeometry

/// A ShapeStyle resolved in its environment: what to fill or stroke with.
///
/// Gradient geometry stays in unit coordinates of the filled shape's bounds
/// here; the painter maps it to absolute user-space coordinates.
package struct Paint: Hashable, Sendable {
    /// The kinds of paint.
    package enum Kind: Hashable, Sendable {
        case color(RGBAColor)
        case linearGradient(ResolvedGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        case radialGradient(ResolvedGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case ellipticalGradient(ResolvedGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        case angularGradient(ResolvedGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        case image(ImageData, sourceRect: CGRect, scale: CGFloat)
    }

    package var kind: Kind
    /// Extra opacity applied to the paint.
    package var opacity: Double
    /// How the painted shape composites with what is below.
    package var blendMode: BlendMode
    /// Filters on what the paint draws, in order (`ShapeStyle.shadow`'s
    /// drop and inner shadows).
    package var filters: [RenderFilter] = []
    /// What lies behind the filled shape, frosted under the paint (a
    /// material's or Liquid Glass's blur); nil for ordinary paints.
    package var backdrop: BackdropBlur?

    package init(_ kind: Kind, opacity: Double = 1, blendMode: BlendMode = .normal) {
        self.kind = kind
        self.opacity = opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, opacity))
        self.blendMode = blendMode
    }

    /// A solid colour.
    package static func color(_ c: RGBAColor) -> Paint { Paint(.color(c)) }

    /// The paint with its opacity multiplied by `factor`.
    package func multiplyingOpacity(_ factor: Double) -> Paint {
        var p = self
        p.opacity = Swift.min(1, Swift.max(0, opacity * (factor.isNaN ? 0 : factor)))
        return p
    }

    /// Whether the paint draws nothing at all.
    package var isInvisible: Bool {
        if opacity <= 0 { return true }
        switch kind {
        case .color(let c): return c.alpha <= 0
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _),
             .ellipticalGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            return g.stops.isEmpty || g.stops.allSatisfy { $0.color.alpha <= 0 }
        case .image: return false
        }
    }
}
