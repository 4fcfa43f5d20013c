import Foundation

/// Built-in symbols drawn so far, per name and weight, with their frames: a
/// built-in symbol's drawing depends on nothing else, so each is drawn once
/// per process, however many images show it.
///
/// Custom symbols never come here: a library entry registered under a
/// built-in name is a `.custom` entry and is read as such.
final class BuiltInDrawings: @unchecked Sendable {
    // Unchecked: every access to `drawn` holds `lock`.
    /// The one cache.
    static let shared = BuiltInDrawings()

    private struct Key: Hashable { var name: String; var weight: Int }
    private var drawn: [Key: (Glyph, CGRect)] = [:]
    private let lock = NSLock()
    /// Forgets everything past this many drawings (a pure cache: forgetting changes no answer).
    private let capacity = 4_096

    /// The drawing and padded ink frame of built-in symbol `name` at `weight`,
    /// drawn by `draw` the first time.
    func drawing(_ name: String, weight: Int, draw: () -> (Glyph, CGRect)) -> (Glyph, CGRect) {
        let key = Key(name: name, weight: weight)
        lock.lock()
        let known = drawn[key]
        lock.unlock()
        if let known { return known }
        let made = draw()
        lock.lock()
        if drawn.count >= capacity { drawn.removeAll(keepingCapacity: true) }
        drawn[key] = made
        lock.unlock()
        return made
    }
}
