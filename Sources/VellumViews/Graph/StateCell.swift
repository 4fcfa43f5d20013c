import Foundation

/// The storage of one `@State` (or of a wrapper built on it) in the view
/// graph: it outlives the view values that a parent's `body` makes anew on
/// every pass, so the value written in `onAppear` is the one the next pass
/// reads.
///
/// A write of a value different from the stored one tells the graph, which
/// then evaluates the picture again. Guarded by a lock: a binding may be
/// written from a task or a publisher's callback on another thread.
package final class StateCell<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    /// The graph the cell belongs to once a view holding it was evaluated
    /// in a render, and what to call it in a report.
    private weak var graph: ViewGraph?
    private var label = ""

    package init(_ value: Value) { stored = value }

    /// The value.
    package var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set {
            lock.lock()
            let old = stored
            stored = newValue
            let graph = self.graph, label = self.label
            lock.unlock()
            guard let graph, !AnyEquality.equal(old, newValue) else { return }
            graph.stateDidChange(label)
        }
    }

    /// Joins the cell to `graph`, reported as `label` when it changes.
    func join(_ graph: ViewGraph, label: String) {
        lock.lock(); self.graph = graph; self.label = label; lock.unlock()
    }
}
