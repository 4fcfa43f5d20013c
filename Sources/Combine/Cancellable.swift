/// An activity that can be cancelled (a subscription made by `sink` or `assign`).
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}
