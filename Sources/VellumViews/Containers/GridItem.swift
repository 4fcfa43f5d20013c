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

/// Splits a length among grid tracks as SwiftUI's lazy grids do: fixed tracks
/// first, then adaptive tracks as many as fit, then flexible tracks sharing
/// what is left within their limits.
package struct GridTracks {
    package let items: [GridItem]
    package init(items: [GridItem]) { self.items = items }

    /// The track lengths and the spacing after each, for an available `length`.
    package func resolve(_ length: CGFloat) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        var tracks: [(GridItem.Size, CGFloat, Alignment?)] = []
        for item in items {
            let spacing = item.spacing.map { $0.isFinite ? Swift.max(0, $0) : 8 } ?? 8
            if case .adaptive(let minimum, let maximum) = item.size {
                let mn = Swift.max(1, minimum.sanitized(1))
                let count = Swift.max(1, Int(((length + spacing) / (mn + spacing)).rounded(.down)))
                for _ in 0..<count { tracks.append((.flexible(minimum: mn, maximum: maximum), spacing, item.alignment)) }
            } else {
                tracks.append((item.size, spacing, item.alignment))
            }
        }
        guard !tracks.isEmpty else { return [] }
        let gaps = tracks.dropLast().reduce(0) { $0 + $1.1 }
        var remaining = Swift.max(0, length.isFinite ? length - gaps : 0)
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        var flexible: [Int] = []
        for (i, t) in tracks.enumerated() {
            if case .fixed(let v) = t.0 { lengths[i] = Swift.max(0, v.sanitized()); remaining -= lengths[i] } else { flexible.append(i) }
        }
        // Flexible tracks: the most constrained first, each an equal share of what is left.
        var left = flexible.count
        for i in flexible.sorted(by: { maxOf(tracks[$0].0) < maxOf(tracks[$1].0) }) {
            guard case .flexible(let mn, let mx) = tracks[i].0 else { continue }
            let share = length.isFinite ? remaining / CGFloat(left) : mn
            lengths[i] = Swift.min(Swift.max(share, mn.sanitized()), mx.isNaN ? .infinity : mx)
            remaining -= lengths[i]
            left -= 1
        }
        return tracks.enumerated().map { (lengths[$0.offset], $0.element.1, $0.element.2) }
    }

    private func maxOf(_ s: GridItem.Size) -> CGFloat {
        if case .flexible(_, let mx) = s { return mx }
        return .infinity
    }
}
