import Foundation

/// The advance widths of the Apple face a stand-in family draws for, so text set in the
/// stand-in's glyphs is as wide as iOS sets it.
///
/// A stand-in's letters have their own proportions (Nunito's are not SF Pro Rounded's,
/// Noto Serif's not New York's), so no tracking brings every string within a percent.
/// Each character listed here is set at the Apple face's advance instead, in units of
/// 2048 per em, its own glyph centred in it, keeping the stand-in's kerning; the Apple
/// face's own tracking table (`trak`, track 0: what Core Text applies at a point size)
/// follows every character. Characters not listed keep the stand-in's advance.
///
/// The numbers are read from the fonts' `hmtx`/`HVAR` (shaped one character at a time)
/// and `trak` tables; docs/reference/fidelity-real-pngs.md, "Rounded and serif text",
/// checks the method against SF Pro and real iOS renders.
package struct DesignAdvanceTable: Sendable {
    /// The characters with an advance, in table order.
    package let characters: [Unicode.Scalar]
    /// The CSS weights of the tables, lightest first.
    package let weights: [Int]
    /// The optical sizes (points) of each weight's tables, smallest first: one size for a
    /// face without optical sizes.
    package let opticalSizes: [CGFloat]
    /// Advances per weight, per optical size, per character, in 1/2048 em.
    package let advances: [[[Int16]]]
    /// The face's tracking by point size: (size, 1/2048 em) pairs, interpolated linearly.
    package let tracking: [(size: CGFloat, value: CGFloat)]

    private let index: [Unicode.Scalar: Int]
    private let trackingSizes: [CGFloat]

    package init(characters: String, weights: [Int], opticalSizes: [CGFloat], advances: [[[Int16]]],
                 tracking: [(size: CGFloat, value: CGFloat)]) {
        self.characters = Array(characters.unicodeScalars)
        self.weights = weights
        self.opticalSizes = opticalSizes
        self.advances = advances
        self.tracking = tracking
        trackingSizes = tracking.map(\.size)
        var index: [Unicode.Scalar: Int] = [:]
        for (i, scalar) in self.characters.enumerated() { index[scalar] = i }
        self.index = index
    }

    /// The tracking, in points, after each character at `size` points.
    package func tracking(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0, !tracking.isEmpty else { return 0 }
        let units = SizeInterpolation.value(at: size, sizes: trackingSizes) { tracking[$0].value }
        return units / 2048 * size
    }

    /// The advance, in points, of `scalar` at `size` points and a CSS `weight`, or nil when
    /// the table does not list it. The weight is the nearest tabled one (ties go heavier),
    /// and the advance is interpolated between the optical sizes around `size`.
    package func advance(of scalar: Unicode.Scalar, size: CGFloat, weight: Int) -> CGFloat? {
        guard size.isFinite, size > 0, let column = index[scalar] else { return nil }
        let row = weights.indices.min { a, b in
            let da = abs(weights[a] - weight), db = abs(weights[b] - weight)
            return da != db ? da < db : weights[a] > weights[b]
        } ?? 0
        let tables = advances[row]
        let units = SizeInterpolation.value(at: size, sizes: opticalSizes) { CGFloat(tables[$0][column]) }
        return units / 2048 * size
    }
}
