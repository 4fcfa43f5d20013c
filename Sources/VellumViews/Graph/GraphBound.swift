/// A dynamic property that the view graph binds before the body of the view
/// holding it runs: `State` takes the storage kept for the view's identity,
/// `Environment` the environment the view sits in, `StateObject` the object
/// made the first time.
package protocol GraphBound {
    /// Binds the property of the view at `identity` (the property's own
    /// identity: the view's, with the property's name) in `graph`.
    func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues)
}
