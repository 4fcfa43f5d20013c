/// The publisher an observable object announces changes through.
///
/// ```swift
/// var score = 0 { willSet { objectWillChange.send() } }
/// ```
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private var receivers = ReceiverList<Void, Never>()
    /// Creates a publisher.
    public init() {}
    /// Announces a change.
    public func send() { receivers.send(()) }
    /// Subscribes a receiver.
    public func _attach(_ receiver: PublisherReceiver<Void, Never>) { receivers.add(receiver) }
}
