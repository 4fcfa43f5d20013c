import Foundation

extension Timer {
    /// A publisher that would publish the date every `interval`: in a still
    /// picture no time passes, so it never fires and `onReceive(timer)`
    /// leaves the view as it starts.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text(now, style: .time).onReceive(timer) { now = $0 }
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// The connectable publisher `Timer.publish(every:on:in:)` returns.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// The interval between dates.
        public let interval: TimeInterval
        /// The run loop it would fire on.
        public let runLoop: RunLoop
        /// The run-loop mode it would fire in.
        public let mode: RunLoop.Mode

        init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval; self.runLoop = runLoop; self.mode = mode
        }

        /// Connects on the first subscription.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
        /// Starts the timer (it never fires in a still picture).
        public func connect() -> any Cancellable { AnyCancellable {} }
        /// Subscribes a receiver, which gets no date.
        public func _attach(_ receiver: PublisherReceiver<Date, Never>) {}
    }
}
