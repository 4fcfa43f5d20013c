extension Publishers {
    /// Transforms each value (`map(_:)`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output
        /// Delivers each upstream value transformed.
        public func _attach(_ receiver: PublisherReceiver<Output, Failure>) {
            let transform = transform
            upstream._attach(PublisherReceiver(value: { receiver.receive(transform($0)) },
                                               completion: { receiver.receive(completion: $0) }))
        }
    }

    /// Passes on the values a closure keeps (`filter(_:)`, `compactMap(_:)`,
    /// `removeDuplicates()`): the closure returns the value to deliver, or nil.
    public struct Filter<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are filtered.
        public let upstream: Upstream
        let makeFilter: () -> (Upstream.Output) -> Output?
        /// Delivers the values the filter keeps.
        public func _attach(_ receiver: PublisherReceiver<Output, Failure>) {
            let keep = makeFilter()
            upstream._attach(PublisherReceiver(value: { if let kept = keep($0) { receiver.receive(kept) } },
                                               completion: { receiver.receive(completion: $0) }))
        }
    }

    /// Passes on its upstream's completion but none of its values: an
    /// operator that waits for time to pass (`debounce`, `throttle`,
    /// `delay`), and in a still picture no time passes.
    public struct Timed<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values would arrive later.
        public let upstream: Upstream
        /// Delivers the completion only.
        public func _attach(_ receiver: PublisherReceiver<Output, Failure>) {
            upstream._attach(PublisherReceiver(value: { _ in }, completion: { receiver.receive(completion: $0) }))
        }
    }

    /// A publisher delivered on a scheduler (`receive(on:)`, `subscribe(on:)`):
    /// delivery is synchronous, so the values arrive as they are sent.
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher delivered.
        public let upstream: Upstream
        /// Delivers everything as it comes.
        public func _attach(_ receiver: PublisherReceiver<Output, Failure>) { upstream._attach(receiver) }
    }

    /// Connects a connectable publisher on the first subscription (`autoconnect()`).
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public let upstream: Upstream
        /// Subscribes to the upstream.
        public func _attach(_ receiver: PublisherReceiver<Output, Failure>) { upstream._attach(receiver) }
    }
}
