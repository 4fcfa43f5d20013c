import Foundation
import VellumLayout

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(0..<12) { Color.blue.frame(height: 80) } }
/// ```
public struct GridItem: Hashable, Sendable {
    /// How a track is sized.
    public enum Size: Hashable, Sendable {
        /// A single track of this length.
        case fixed(CGFloat)
        /// A single track that shares the remaining space, within limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the track.
    public var size: Size
    /// The spacing to the next track (nil: 8).
    public var spacing: CGFloat?
    /// The alignment of views in the track's cells.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// Splits a length among grid tracks as SwiftUI's lazy grids do: the fixed
/// items and the spacing between items come off first; the other items share
/// what is left, the most constrained first, each an equal share within its
/// limits. An adaptive item fits as many tracks of at least its minimum into
/// its share as it can (with its spacing between them) and splits the share
/// among them: `[.fixed(70), .adaptive(minimum: 40)]` in 200 pt gives the
/// adaptive item 122 pt, two tracks of 57.
package struct GridTracks {
    package let items: [GridItem]
    package init(items: [GridItem]) { self.items = items }

    /// The track lengths and the spacing after each, for an available `length`.
    package func resolve(_ length: CGFloat) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing.map { $0.isFinite ? Swift.max(0, $0) : 8 } ?? 8 }
        var remaining = Swift.max(0, length.isFinite ? length - spacings.dropLast().reduce(0, +) : 0)
        // Each item's tracks, in item order.
        var tracks = [[CGFloat]](repeating: [], count: items.count)
        var shared: [Int] = []
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size { tracks[i] = [Swift.max(0, v.sanitized())]; remaining -= tracks[i][0] } else { shared.append(i) }
        }
        var left = shared.count
        for i in shared.sorted(by: { maxOf(items[$0].size) < maxOf(items[$1].size) }) {
            switch items[i].size {
            case .fixed:
                continue
            case .flexible(let mn, let mx):
                let share = length.isFinite ? remaining / CGFloat(left) : mn
                tracks[i] = [Swift.min(Swift.max(share, mn.sanitized()), mx.isNaN ? .infinity : mx)]
            case .adaptive(let minimum, let maximum):
                let mn = Swift.max(1, minimum.sanitized(1)), spacing = spacings[i]
                let share = Swift.max(length.isFinite ? remaining / CGFloat(left) : mn, mn)
                let count = Swift.max(1, Int(((share + spacing) / (mn + spacing)).rounded(.down)))
                let each = Swift.min((share - CGFloat(count - 1) * spacing) / CGFloat(count), maximum.isNaN ? .infinity : maximum)
                tracks[i] = [CGFloat](repeating: each, count: count)
            }
            remaining -= tracks[i].reduce(0, +) + CGFloat(tracks[i].count - 1) * spacings[i]
            left -= 1
        }
        var out: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] = []
        for (i, lengths) in tracks.enumerated() {
            for length in lengths { out.append((length, spacings[i], items[i].alignment)) }
        }
        return out
    }

    private func maxOf(_ s: GridItem.Size) -> CGFloat {
        if case .flexible(_, let mx) = s { return mx }
        return .infinity
    }
}
