import Combine
import VellumGeometry
import VellumLayout

/// What a view's modifier asks of the view graph once the layout has placed
/// the view (see `NodeMark`): the graph walks the placed tree for these after
/// each pass, children before parents, as SwiftUI runs them.
///
/// Marks on views the layout did not place (a `ViewThatFits` choice not
/// taken, a lazy row never made) are never found: those views never appear.
package enum GraphMark: NodeMark, @unchecked Sendable {
    // Unchecked: the closures are the views' own, run on the render's thread
    // while the graph settles.

    /// `onAppear`/`onDisappear`: run once when the view at `identity` first
    /// appears, and when it is no longer there.
    case appear(ViewIdentity, onAppear: (() -> Void)?, onDisappear: (() -> Void)?)
    /// `onChange(of:initial:_:)`: the value the view's body saw this pass.
    case change(ViewIdentity, ObservedValue)
    /// `onGeometryChange(for:of:action:)`: a value derived from the view's placed frame.
    case geometry(ViewIdentity, GeometryObserver)
    /// `task(id:priority:_:)`: started when the view appears and again when `id` changes.
    case task(ViewIdentity, TaskStart)
    /// `onReceive(_:perform:)`: subscribes when the view appears.
    case receive(ViewIdentity, subscribe: (_ accept: @escaping () -> Bool) -> AnyCancellable)
    /// `preference(key:value:)`, `anchorPreference`, `transformPreference`:
    /// the view's value of a key, from its placed frame.
    case preference(PreferenceWrite)
    /// `onPreferenceChange(_:perform:)`, `overlayPreferenceValue`, …: reads the
    /// value of a key the view's subtree (and its marks so far) produce.
    case readPreference(ViewIdentity, PreferenceReader)
    /// A view with an `id` that a scroll was asked to.
    case scrollTarget(ScrollRequest)
    /// A scroll view's content: its extent.
    case scrollContent(ViewIdentity)
    /// A scroll view's frame: where it scrolls the targets inside it to, or
    /// the content's point it starts at (`defaultScrollAnchor`), and who
    /// watches its geometry (`onScrollGeometryChange`).
    case scrollViewport(ViewIdentity, axes: Axis.Set, defaultAnchor: UnitPoint?, observers: [ScrollGeometryObserver])
    /// A container that reads these keys from its content (a navigation
    /// stack its title and bar items, a tab view its tabs' items): their
    /// values stop here and go no further up.
    case consumesPreferences(Set<ObjectIdentifier>)
    /// A view whose content is built from its own frame in the last pass
    /// (a matched geometry effect): another pass when the frame moves.
    case frame(ViewIdentity)
}

/// A value a view observes for changes, compared with the one seen last.
package struct ObservedValue {
    let value: Any
    let equal: (Any, Any) -> Bool
    /// Whether the action runs for the first value too (`initial: true`).
    let initial: Bool
    let action: (_ old: Any, _ new: Any) -> Void

    package init<V: Equatable>(_ value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value; self.initial = initial
        equal = { ($0 as? V) == ($1 as? V) }
        self.action = { action($0 as! V, $1 as! V) }
    }
}

/// A value derived from a view's geometry, watched for changes.
package struct GeometryObserver {
    let transform: (GeometryProxy) -> Any
    let equal: (Any, Any) -> Bool
    let action: (_ old: Any, _ new: Any) -> Void

    package init<V: Equatable>(transform: @escaping (GeometryProxy) -> V, action: @escaping (V, V) -> Void) {
        self.transform = transform
        equal = { ($0 as? V) == ($1 as? V) }
        self.action = { action($0 as! V, $1 as! V) }
    }
}

/// A task a view starts when it appears (`task(_:)`), and again each time
/// its `id` changes (`task(id:_:)`).
package struct TaskStart {
    let id: Any
    let equal: (Any, Any) -> Bool
    let action: @Sendable () async -> Void

    package init<ID: Equatable>(id: ID, action: @escaping @Sendable () async -> Void) {
        self.id = id; self.action = action
        equal = { ($0 as? ID) == ($1 as? ID) }
    }
}
