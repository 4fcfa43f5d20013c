/// The value of a `@Published` property and the receivers of its changes,
/// shared by the property and its publisher.
final class PublishedStorage<Value> {
    private(set) var value: Value
    private var receivers = ReceiverList<Value, Never>()
    private var subscriptions: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    /// Publishes `newValue`, then stores it.
    func set(_ newValue: Value) {
        receivers.send(newValue)
        value = newValue
    }

    /// Keeps a subscription that feeds the property (`assign(to:)`) alive as long as the property.
    func keep(_ subscription: AnyCancellable) { subscriptions.append(subscription) }

    /// Subscribes a receiver, which gets the current value first.
    func attach(_ receiver: PublisherReceiver<Value, Never>) {
        receiver.receive(value)
        receivers.add(receiver)
    }
}
