import Foundation

/// Where and when a publisher's values are delivered (`receive(on:)`,
/// `debounce(for:scheduler:)`). Delivery here is synchronous, so a
/// scheduler only names the place.
public protocol Scheduler {
    /// Options for scheduling.
    associatedtype SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}

/// A scheduler that runs everything at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The shared scheduler.
    public static let shared = ImmediateScheduler()
}
