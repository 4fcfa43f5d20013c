import Foundation
import VellumGeometry

/// A symbol drawn at a size: its frame, where the text baseline falls, and its
/// layers, ready to paint.
///
/// Rendering modes:
/// - monochrome: fill every layer whose `monochrome` is true with the foreground
///   style (`monochromeLayers`); parts knocked out of a filled base stay holes.
/// - hierarchical: fill every layer; level 0 with the style, level 1 and 2 with
///   its secondary and tertiary opacities.
/// - palette: fill every layer with the style given for its level.
package struct SymbolImage: Sendable, Equatable {
    /// The image's frame, in points.
    package var size: CGSize
    /// The distance from the frame's bottom edge up to the baseline of text of
    /// the same point size (negative when the whole image sits above the baseline).
    package var baselineOffset: CGFloat
    /// The layers, bottom first, positioned in the frame (origin top-left, y down).
    package var layers: [SymbolLayer]

    /// Creates an image.
    package init(size: CGSize, baselineOffset: CGFloat, layers: [SymbolLayer]) {
        self.size = size; self.baselineOffset = baselineOffset; self.layers = layers
    }

    /// The layers drawn in monochrome rendering.
    package var monochromeLayers: [SymbolLayer] { layers.filter(\.monochrome) }
}

/// One filled part of a symbol.
package struct SymbolLayer: Sendable, Equatable {
    /// The outline, positioned in the image's frame (y down).
    package var path: Path
    /// The hierarchy level: 0 primary, 1 secondary, 2 tertiary.
    package var level: Int
    /// Whether to fill with the even-odd rule rather than nonzero. Built-in
    /// outlines run holes opposite to solids, so either rule gives the same shape.
    package var evenOdd: Bool
    /// Whether the layer is drawn in monochrome rendering. A layer that only
    /// fills a knocked-out hole in hierarchical or palette rendering is not.
    package var monochrome: Bool

    /// Creates a layer.
    package init(path: Path, level: Int, evenOdd: Bool, monochrome: Bool = true) {
        self.path = path; self.level = level; self.evenOdd = evenOdd; self.monochrome = monochrome
    }
}

/// The relative size of a symbol, as SwiftUI's `Image.Scale`.
package enum SymbolScale: Sendable, Hashable, CaseIterable {
    /// About 79 % of medium.
    case small
    /// The default.
    case medium
    /// About 128 % of medium.
    case large
}
