/// A publisher you send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every subscriber.
    func send(_ value: Output)
    /// Ends the subject for every subscriber.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}
