import Foundation

/// Where the views of a sheet's content report what they ask of the sheet
/// (`presentationDetents`, `presentationDragIndicator`, …) while they are
/// lowered. A reference, so every branch reports to the same place; guarded
/// by a lock because lowering may run on any thread. For each setting the
/// first value offered wins, as with `NavigationBarReport`.
package final class PresentationOptionsReport: @unchecked Sendable {
    private let lock = NSLock()
    private var state = PresentationOptions()

    package init() {}

    /// Everything reported so far.
    package var options: PresentationOptions { lock.lock(); defer { lock.unlock() }; return state }

    /// Changes the options under the lock.
    package func update(_ change: (inout PresentationOptions) -> Void) {
        lock.lock(); change(&state); lock.unlock()
    }
}
