import Combine
import Foundation
import VellumCore

/// The view graph of one render: what SwiftUI keeps between the passes that
/// lead to the frame a device shows.
///
/// Views are values made anew each time a parent's `body` runs; the graph
/// keeps what belongs to a view's identity (`ViewIdentity`) across those
/// passes: `@State` storage, `@StateObject` objects, which views have
/// appeared, the last values `onChange` and `onPreferenceChange` saw, the
/// tasks started. `settle(_:)` evaluates the picture, runs what SwiftUI runs
/// before the first frame (`onAppear`, `onChange`, preference changes, the
/// synchronous start of each `task`), and evaluates it again until nothing
/// changes.
///
/// ```swift
/// let graph = ViewGraph()
/// let layout = graph.settle { try layOut(LoweringContext(environment: env, graph: graph).lower(view)) }
/// ```
package final class ViewGraph: @unchecked Sendable {
    // Unchecked: every mutable part is behind `storage`'s lock.

    /// The most passes one render evaluates before it draws the last one.
    package static let passLimit = 12

    struct Storage {
        /// State cells and state objects, by the identity of their property.
        var cells: [ViewIdentity: AnyObject] = [:]
        /// The views that have appeared, with what they run when they disappear.
        var appeared: [ViewIdentity: (() -> Void)?] = [:]
        /// The values `onChange`, `onGeometryChange` and preference readers saw last.
        var lastValues: [ViewIdentity: Any] = [:]
        /// The `id` of each task started, by the task's identity.
        var tasks: [ViewIdentity: Any] = [:]
        /// Publishers subscribed by `onReceive`, kept until the render ends.
        var subscriptions: [ViewIdentity: AnyCancellable] = [:]
        /// What changed while the graph's actions ran, in order, for reports.
        var changes: [String] = []
        /// Whether the views' actions are running: only their writes (and
        /// those of the tasks and publishers they start) change the picture.
        var runningActions = false
        /// Marks made since the pass began (`GraphMark`); none means no walk.
        var marks = 0
        /// Scrolls asked with a `ScrollViewProxy` or `scrollPosition(id:)`, in order.
        var scrollRequests: [ScrollRequest] = []
        /// What the pass's views reported without stopping it.
        var diagnostics = RenderDiagnostics()
        /// Whether some view observes an `ObservableObject`, whose changes
        /// Vellum cannot see: an action then always asks for another pass.
        var observesObjects = false
    }

    let storage = Locked(Storage())

    /// The passes the last `settle(_:)` evaluated, and why it stopped.
    package internal(set) var report = SettleReport()

    package init() {}

    /// What the last pass's views reported without stopping it: assets drawn
    /// as missing, keys shown untranslated.
    package var diagnostics: RenderDiagnostics { storage.withLock { $0.diagnostics } }

    /// Notes that the asset `name` of `kind` is missing (drawn as SwiftUI draws it).
    package func noteMissing(_ kind: RenderDiagnostics.AssetKind, _ name: String) {
        storage.withLock { $0.diagnostics.noteMissing(kind, name) }
    }

    /// Notes that `key` of `table` has no translation for the locale it is shown in.
    package func noteMissingLocalization(_ key: String, table: String?) {
        storage.withLock { $0.diagnostics.noteMissingLocalization(key, table: table) }
    }

    /// The state cell kept for `identity`: made by `make` the first time (with
    /// the view's initial value), the same cell on every later pass.
    package func cell<Value>(at identity: ViewIdentity, make: () -> StateCell<Value>) -> StateCell<Value> {
        if let kept = storage.withLock({ $0.cells[identity] as? StateCell<Value> }) { return kept }
        let made = make()
        made.join(self, label: identity.description)
        return storage.withLock { storage in
            if let kept = storage.cells[identity] as? StateCell<Value> { return kept }
            storage.cells[identity] = made
            return made
        }
    }

    /// The object kept for `identity`, made by `make` the first time only.
    package func object<Object: AnyObject>(at identity: ViewIdentity, make: () -> Object) -> Object {
        if let kept = storage.withLock({ $0.cells[identity] as? Object }) { return kept }
        let made = make()
        return storage.withLock { storage in
            if let kept = storage.cells[identity] as? Object { return kept }
            storage.cells[identity] = made
            storage.observesObjects = true
            return made
        }
    }

    /// Notes that a view observes an `ObservableObject`.
    package func observesObject() { storage.withLock { $0.observesObjects = true } }

    /// Notes that a view made a mark for the graph to find after layout.
    package func noteMark() { storage.withLock { $0.marks += 1 } }

    /// Notes that the state called `label` changed; while the views' actions
    /// run, that asks for another pass.
    package func stateDidChange(_ label: String) {
        storage.withLock { storage in
            guard storage.runningActions else { return }
            storage.changes.append(label)
        }
    }

    /// The value a preference reader (`overlayPreferenceValue`) last saw at `identity`.
    package func lastValue(at identity: ViewIdentity) -> Any? {
        storage.withLock { $0.lastValues[identity] }
    }
}
