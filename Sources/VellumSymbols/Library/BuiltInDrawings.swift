import Foundation
import VellumCore
import VellumGeometry

/// Built-in symbols drawn so far, per name and weight, with their frames: a
/// built-in symbol's drawing depends on nothing else, so each is drawn once
/// per process, however many images show it.
///
/// Custom symbols never come here: a library entry registered under a
/// built-in name is a `.custom` entry and is read as such.
enum BuiltInDrawings {
    private struct Key: Hashable { var name: String; var weight: Int }
    private static let drawn = BoundedCache<Key, (Glyph, SymbolFrames)>(capacity: 4_096)

    /// The drawing and frames of built-in symbol `name` at `weight`,
    /// drawn by `draw` the first time.
    static func drawing(_ name: String, weight: Int, draw: () -> (Glyph, SymbolFrames)) -> (Glyph, SymbolFrames) {
        drawn.value(for: Key(name: name, weight: weight), make: draw)
    }
}
