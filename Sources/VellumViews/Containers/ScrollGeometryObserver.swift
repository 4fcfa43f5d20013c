import VellumLayout

/// A value derived from a scroll view's geometry, watched for changes
/// (`onScrollGeometryChange(for:of:action:)`): kept by the modifier's identity.
package struct ScrollGeometryObserver: @unchecked Sendable {
    // Unchecked: the closures are the views' own, run on the render's thread
    // while the graph settles (as `GraphMark`'s are).
    let identity: ViewIdentity
    let transform: (ScrollGeometry) -> Any
    let equal: (Any, Any) -> Bool
    let action: (_ old: Any, _ new: Any) -> Void

    init<V: Equatable>(identity: ViewIdentity, transform: @escaping (ScrollGeometry) -> V, action: @escaping (V, V) -> Void) {
        self.identity = identity; self.transform = transform
        equal = { ($0 as? V) == ($1 as? V) }
        self.action = { action($0 as! V, $1 as! V) }
    }
}
