import Foundation

/// Where presentation modifiers (`sheet`, `alert`, `confirmationDialog`, …)
/// report a presentation whose binding says presented, while the view tree
/// is lowered; the renderer reads it and draws the presentation over the
/// screen. A reference, so every branch reports to the same place; guarded
/// by a lock because lowering may run on any thread.
///
/// Only one presentation shows, as SwiftUI presents one at a time: the first
/// in the order the code is written (a modified view, its descendants
/// included, before its modifier; earlier siblings before later; of
/// chained modifiers, the first written).
package final class PresentationReport: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Presentation?

    package init() {}

    /// Whether a presentation was offered already: later presenters need not lower their content.
    package var isTaken: Bool { lock.lock(); defer { lock.unlock() }; return stored != nil }

    /// Keeps `presentation` unless one was offered before; whether it was kept.
    @discardableResult
    package func offer(_ presentation: Presentation) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard stored == nil else { return false }
        stored = presentation
        return true
    }

    /// The name of the presenter's node when the presentation is a popover,
    /// so the renderer finds the anchor it points at.
    package static let anchorName = "PopoverAnchor"

    /// The presentation shown, if any.
    package var presentation: Presentation? { lock.lock(); defer { lock.unlock() }; return stored }
}
