/// A type that delivers a sequence of values over time: the part of
/// Combine that SwiftUI code uses (`onReceive`, `@Published`, view models
/// with subjects and `sink`), for platforms without Apple's Combine.
///
/// Values are delivered synchronously, as they are sent. A still picture has
/// no passing time, so timers never fire and time-based operators
/// (`debounce`, `throttle`, `delay`) pass on no value; what a view shows is
/// its state before any of them would have.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.map { $0 * 2 }.sink { print($0) }
/// subject.send(21)   // prints 42
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error this publisher might publish.
    associatedtype Failure: Error

    /// Connects a receiver: Vellum's stand-in for `receive(subscriber:)`.
    /// Publishers are made from the types of this module; implementing it
    /// yourself is not supported.
    func _attach(_ receiver: PublisherReceiver<Output, Failure>)
}
