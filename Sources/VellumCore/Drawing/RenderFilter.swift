import Foundation

/// A filter applied to a layer's pixels: what SwiftUI's `blur`, colour
/// effects and shadow styles draw, and what `GraphicsContext.addFilter` adds
/// to a Canvas layer. A render group holds a chain of them, applied in order.
///
/// Radii are SwiftUI's: a blur of radius r is a Gaussian of standard deviation
/// r (Core Animation's `gaussianBlur` `inputRadius`, which SwiftUI's
/// `GraphicsFilter.blur` passes it to, is the deviation, as `CIGaussianBlur`'s
/// is); a shadow of radius r has deviation r / 2, as `View.shadow` draws it.
package enum RenderFilter: Hashable, Sendable {
    /// A Gaussian blur. `opaque` keeps the layer's own bounds and makes the
    /// result opaque there, with edges that do not fade (`blur(radius:opaque: true)`).
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour matrix on unpremultiplied sRGB-encoded components.
    case colorMatrix(FilterColorMatrix)
    /// A shadow of the layer's alpha: a drop shadow drawn under the layer, or
    /// an inner shadow drawn over it, inside its alpha; `composite` can put
    /// it above the layer or draw it alone (a Canvas shadow's `shadowAbove`
    /// and `shadowOnly`).
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize, inner: Bool, composite: ShadowComposite = .standard)
    /// `color` where the layer's alpha lies in `min…max`, transparent elsewhere
    /// (`GraphicsContext.Filter.alphaThreshold(min:max:color:)`).
    case alphaThreshold(min: Double, max: Double, color: RGBAColor)

    /// The Gaussian's standard deviation, 0 when the filter does not blur.
    package var deviation: CGFloat {
        switch self {
        case .blur(let r, _): return Swift.max(0, r)
        case .shadow(_, let r, _, _, _): return Swift.max(0, r) / 2
        case .colorMatrix, .alphaThreshold: return 0
        }
    }

    /// Whether every number is finite (the sanitizer drops other filters).
    package var isFinite: Bool {
        switch self {
        case .blur(let r, _): return r.isFinite
        case .colorMatrix(let m): return m.values.allSatisfy(\.isFinite)
        case .shadow(let c, let r, let o, _, _): return r.isFinite && o.width.isFinite && o.height.isFinite && c.alpha.isFinite
        case .alphaThreshold(let lo, let hi, let c): return lo.isFinite && hi.isFinite && c.alpha.isFinite
        }
    }

    /// Whether the filter draws its input unchanged.
    package var isNeutral: Bool {
        switch self {
        case .blur(let r, let opaque): return r <= 0 && !opaque
        case .colorMatrix(let m): return m.isIdentity
        case .shadow(let c, _, _, _, _): return c.alpha <= 0
        case .alphaThreshold: return false
        }
    }

    /// The rectangle the filter's output can cover, for input within `content`:
    /// a blur spreads by 3σ (where a Gaussian is below 0.3 % of its peak), a
    /// drop shadow also moves by its offset, an opaque blur and the others stay inside.
    package func reach(of content: CGRect) -> CGRect {
        let spread = 3 * deviation + 1
        switch self {
        case .blur(_, let opaque):
            return opaque ? content : content.insetBy(dx: -spread, dy: -spread)
        case .colorMatrix, .alphaThreshold:
            return content
        case .shadow(_, _, let offset, let inner, _):
            if inner { return content }
            return content.union(content.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
        }
    }

    /// The region the filter must read and write for input within `content`:
    /// its reach, and for an inner shadow room outside the shape for the blur
    /// of the inverted alpha to come in from (3σ and the offset).
    package func region(of content: CGRect) -> CGRect {
        guard case .shadow(_, _, let offset, true, _) = self else { return reach(of: content) }
        let spread = 3 * deviation + 1
        return content.insetBy(dx: -(spread + Swift.abs(offset.width)), dy: -(spread + Swift.abs(offset.height)))
    }
}
