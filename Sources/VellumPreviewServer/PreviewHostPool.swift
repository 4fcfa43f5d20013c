import Foundation

/// Several copies of the host program, so pictures are drawn side by side
/// (one process per core): a request goes to an idle copy, the first ones
/// before the others, so a copy starts only when the ones before it are busy.
/// Each request is bounded in time as ``PreviewHostProcess`` bounds it.
///
/// ```swift
/// let hosts = PreviewHostPool(program: host, arguments: ["--serve"], size: 2)
/// let svg = hosts.request(#"{"op":"render","id":"Cards/Badge/Badge"}"#, timeout: 10)
/// ```
package final class PreviewHostPool: @unchecked Sendable {
    // Unchecked: `busy` is only touched under `condition`'s lock; the processes lock themselves.
    private let condition = NSCondition()
    private let hosts: [PreviewHostProcess]
    private var busy: [Bool]

    /// A pool of `size` (at least 1) copies of `program`, none started yet.
    package init(program: URL, arguments: [String], size: Int) {
        hosts = (0..<max(1, size)).map { _ in PreviewHostProcess(program: program, arguments: arguments) }
        busy = Array(repeating: false, count: hosts.count)
    }

    /// How many copies may run.
    package var size: Int { hosts.count }

    /// Sends `line` to the first idle copy (waiting for one) and returns its reply, within `timeout` seconds of being sent.
    package func request(_ line: String, timeout: Double) -> Result<Data, HostFailure> {
        timedRequest(line, timeout: timeout).result.map(\.body)
    }

    /// The whole reply to `line` (see ``PreviewHostProcess/reply(_:timeout:)``) and how long the
    /// copy took to answer, in seconds (the wait for an idle copy not counted).
    package func timedRequest(_ line: String, timeout: Double) -> (result: Result<HostReply, HostFailure>, seconds: Double) {
        condition.lock()
        var slot = busy.firstIndex(of: false)
        while slot == nil {
            condition.wait()
            slot = busy.firstIndex(of: false)
        }
        let index = slot!
        busy[index] = true
        condition.unlock()
        let started = Date()
        let result = hosts[index].reply(line, timeout: timeout)
        let seconds = Date().timeIntervalSince(started)
        condition.lock()
        busy[index] = false
        condition.signal()
        condition.unlock()
        return (result, seconds)
    }

    /// Stops every copy.
    package func stop() {
        for host in hosts { host.stop() }
    }
}
