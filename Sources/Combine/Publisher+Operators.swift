extension Publisher {
    /// Transforms each value.
    ///
    /// ```swift
    /// subject.map { $0.count }
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Passes on the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self, Output> {
        Publishers.Filter(upstream: self) { { isIncluded($0) ? $0 : nil } }
    }

    /// Transforms each value and passes on the non-nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Filter<Self, T> {
        Publishers.Filter(upstream: self) { transform }
    }

    /// Passes on a value only when it differs from the previous one.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.Filter<Self, Output> {
        Publishers.Filter(upstream: self) {
            var last: Output?
            return { value in
                defer { last = value }
                if let last, predicate(last, value) { return nil }
                return value
            }
        }
    }

    /// Delivers the values on `scheduler` (here: as they are sent).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self> {
        Publishers.ReceiveOn(upstream: self)
    }

    /// Subscribes on `scheduler` (here: at once).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self> {
        Publishers.ReceiveOn(upstream: self)
    }

    /// Publishes a value once `dueTime` has passed without another: in a still picture, never.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// ```
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Timed<Self> {
        Publishers.Timed(upstream: self)
    }

    /// Publishes at most one value per `interval`: in a still picture, none.
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.Timed<Self> {
        Publishers.Timed(upstream: self)
    }

    /// Publishes each value after `interval`: in a still picture, none.
    public func delay<S: Scheduler>(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S,
                                    options: S.SchedulerOptions? = nil) -> Publishers.Timed<Self> {
        Publishers.Timed(upstream: self)
    }

    /// The publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Subscribes with closures for the completion and each value.
    ///
    /// ```swift
    /// loader.sink(receiveCompletion: { _ in }, receiveValue: { items = $0 }).store(in: &cancellables)
    /// ```
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let receiver = PublisherReceiver<Output, Failure>(value: receiveValue, completion: receiveCompletion)
        _attach(receiver)
        return AnyCancellable { receiver.cancel() }
    }

    /// Sets a property of `object` to each value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }
}

extension Publisher where Output: Equatable {
    /// Passes on a value only when it differs from the previous one.
    public func removeDuplicates() -> Publishers.Filter<Self, Output> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Republishes each value through a `@Published` property's publisher (`assign(to: &$property)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        // The subscription lives as long as the property, as in Combine.
        storage.keep(sink(receiveCompletion: { _ in }, receiveValue: { [unowned storage] in storage.set($0) }))
    }
}
