import Foundation

/// Where text inputs report the keyboard they ask for while the view tree is
/// lowered, so the renderer draws the keyboard of the field being edited.
///
/// iOS shows the keyboard of the focused field. A picture that shows the
/// keyboard has one field in focus: the one whose `focused(_:)` binding says
/// so; failing that, the first field of a presented sheet or dialog, which
/// sits above the screen; failing that, the first field in code order.
/// A reference, so every branch reports to the same place; guarded by a lock
/// because lowering may run on any thread.
package final class KeyboardReport: @unchecked Sendable {
    private let lock = NSLock()
    private var best: (request: KeyboardRequest, rank: Int)?

    package init() {}

    /// Offers a field's keyboard; kept if it outranks every earlier offer.
    package func offer(_ request: KeyboardRequest, focused: Bool, presented: Bool) {
        let rank = (focused ? 2 : 0) + (presented ? 1 : 0)
        lock.lock(); defer { lock.unlock() }
        if let best, best.rank >= rank { return }
        best = (request, rank)
    }

    /// The keyboard to draw: the winning field's, or the standard keyboard when no field asked.
    package var request: KeyboardRequest {
        lock.lock(); defer { lock.unlock() }
        return best?.request ?? KeyboardRequest()
    }
}
