import Foundation

/// The characteristics of a stroke that traces a path.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 3]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are joined.
    public var lineJoin: CGLineJoin
    /// The limit of a miter join's length, in multiples of half the line width.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted dash segments.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        // NaN, negative and absurd values are clamped as lengths are everywhere.
        func length(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(LengthLimit.maximum, Swift.max(0, v)) }
        self.lineWidth = length(lineWidth); self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = Swift.max(1, length(miterLimit))
        // Dashes keep their sign: an array with a negative length is invalid
        // and the emitter draws the line solid, as SVG viewers do.
        self.dash = dash.map { $0.isNaN ? 0 : Swift.min(LengthLimit.maximum, Swift.max(-LengthLimit.maximum, $0)) }
        self.dashPhase = dashPhase.isFinite ? Swift.min(LengthLimit.maximum, Swift.max(-LengthLimit.maximum, dashPhase)) : 0
    }
}

#if !canImport(Darwin)  // Core Graphics; not `canImport(CoreGraphics)`, which Vellum's own CoreGraphics module answers on Linux
/// Styles for the ends of a stroked line.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Styles for the joins of a stroked path.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}
#endif

/// Options for filling a path.
///
/// ```swift
/// Path { ... }.fill(.red, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule (true) or the non-zero rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (always true in SVG output).
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill; isAntialiased = antialiased
    }
}
