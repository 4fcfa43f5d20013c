/// What asking the current generation's host about one preview came to.
///
/// ```swift
/// switch server.picture(PictureQuery(id: "Cards/Badge/Badge", scheme: "dark")) {
/// case let .answered(.success(reply), generation, _): print(generation, reply.body.count)
/// case let .answered(.failure(failure), _, _): print(failure)   // the preview threw, timed out or crashed
/// case .notBuilt, .unknown: break
/// }
/// ```
package enum HostOutcome: Sendable, Equatable {
    /// No build has succeeded yet; the phase (`building` or `failed`).
    case notBuilt(phase: String)
    /// The current build has no preview with the query's identifier.
    case unknown
    /// The host answered (or failed to), for the build `generation`, in `seconds` of its own time.
    case answered(Result<HostReply, HostFailure>, generation: Int, seconds: Double)
}
