import Foundation
import VellumCore

/// The colours and sizes of drawn glass (iOS 26 Liquid Glass), light and dark.
///
/// Measured values come from window-rendered iOS 26 snapshots
/// (docs/reference/ios26-real-pngs.md, "glass button fill"): in light mode the
/// interior is the page plus 5–7 levels ((243–249) over (242,242,247)), the rim
/// 0.33–0.67 pt of (162,162,167)…(202,201,208), a 1 pt white highlight inside
/// it at the top and bottom, a light shadow outside; in dark mode the interior
/// is (31–36) over black with a lighter top edge. The translucencies below
/// reproduce those values over those pages. ❓ marks what no render shows:
/// the clear variant, tints and the shadow's exact spread.
package struct GlassMetrics: Sendable {
    /// The interior's colour (translucent: the frosted backdrop shows through).
    let fill: RGBAColor
    /// The rim's colour at the top and bottom edges, and at the middle of the sides.
    let rimEdge: RGBAColor, rimMiddle: RGBAColor
    /// The inner highlight's colour at the top and at the bottom.
    let highlightTop: RGBAColor, highlightBottom: RGBAColor
    /// The shadow's colour.
    let shadow: RGBAColor
    /// The opacity of a tint colour laid over the interior (❓).
    let tintOpacity: Double
    /// How the backdrop is blurred under the interior (❓ no render found
    /// shows glass over detailed content: regular glass frosts less than a
    /// material, 8 pt; clear glass barely, 2 pt; colours kept as they are).
    var blur: BackdropBlur { BackdropBlur(radius: isClear ? 2 : 8, saturation: 1) }
    /// Whether these are clear glass's metrics.
    let isClear: Bool

    /// The rim's width, inside the shape's edge: 0.5 pt (measured 0.33–0.67).
    static let rimWidth: CGFloat = 0.5
    /// The highlight's width, inside the rim: 1 pt (measured).
    static let highlightWidth: CGFloat = 1
    /// The shadow's blur radius and downward offset (❓ fitted to the light
    /// (225–239) band around buttons and the (244) band under a bar).
    static let shadowRadius: CGFloat = 4
    static let shadowOffset: CGFloat = 1.5

    /// The metrics of `variant` in a colour scheme (`identity` draws nothing and has none).
    static func of(_ variant: Glass.Variant, dark: Bool) -> GlassMetrics {
        switch (variant, dark) {
        case (.clear, false):
            // ❓ Clear glass: the backdrop barely lightened, the rim and highlight kept.
            GlassMetrics(fill: RGBAColor(255, 255, 255, 0.12),
                         rimEdge: RGBAColor(128, 128, 128, 0.45), rimMiddle: RGBAColor(128, 128, 128, 0.3),
                         highlightTop: RGBAColor(255, 255, 255, 0.9), highlightBottom: RGBAColor(255, 255, 255, 0.7),
                         shadow: RGBAColor(0, 0, 0, 0.1), tintOpacity: 0.35, isClear: true)
        case (.clear, true):
            // ❓ Clear glass in dark mode dims the backdrop a little.
            GlassMetrics(fill: RGBAColor(0, 0, 0, 0.2),
                         rimEdge: RGBAColor(255, 255, 255, 0.22), rimMiddle: RGBAColor(255, 255, 255, 0.1),
                         highlightTop: RGBAColor(255, 255, 255, 0.18), highlightBottom: RGBAColor(255, 255, 255, 0.08),
                         shadow: RGBAColor(0, 0, 0, 0.3), tintOpacity: 0.35, isClear: true)
        case (_, false):
            // White at 45 %: (242) → 248 and (254) → 254.5, as measured.
            // Grey 128 at 55 %/35 %: (242) → 179…202, the measured rim.
            GlassMetrics(fill: RGBAColor(255, 255, 255, 0.45),
                         rimEdge: RGBAColor(128, 128, 128, 0.55), rimMiddle: RGBAColor(128, 128, 128, 0.35),
                         highlightTop: RGBAColor(255, 255, 255), highlightBottom: RGBAColor(255, 255, 255, 0.85),
                         shadow: RGBAColor(0, 0, 0, 0.14), tintOpacity: 0.55, isClear: false)
        case (_, true):
            // (54,54,58) at 60 %: 32 over black, as measured; the top edge lighter (87 → 43 measured).
            GlassMetrics(fill: RGBAColor(54, 54, 58, 0.6),
                         rimEdge: RGBAColor(255, 255, 255, 0.25), rimMiddle: RGBAColor(255, 255, 255, 0.1),
                         highlightTop: RGBAColor(255, 255, 255, 0.2), highlightBottom: RGBAColor(255, 255, 255, 0.06),
                         shadow: RGBAColor(0, 0, 0, 0.35), tintOpacity: 0.55, isClear: false)
        }
    }
}
