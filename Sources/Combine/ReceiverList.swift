/// The receivers a subject delivers to, in the order they subscribed.
struct ReceiverList<Output, Failure: Error> {
    private var receivers: [PublisherReceiver<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a receiver, or tells it the subject has already completed.
    mutating func add(_ receiver: PublisherReceiver<Output, Failure>) {
        if let completion { receiver.receive(completion: completion); return }
        receivers.append(receiver)
    }

    /// Delivers a value to every active receiver.
    mutating func send(_ value: Output) {
        guard completion == nil else { return }
        receivers.removeAll { !$0.isActive }
        for receiver in receivers { receiver.receive(value) }
    }

    /// Completes every receiver, once.
    mutating func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let all = receivers
        receivers = []
        for receiver in all { receiver.receive(completion: completion) }
    }
}
