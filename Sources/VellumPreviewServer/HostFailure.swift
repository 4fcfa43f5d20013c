/// Why the preview host gave no picture.
package enum HostFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The preview threw, or the request was refused: the host's message.
    case refused(String)
    /// The render did not finish in time; the host was stopped.
    case timedOut(seconds: Double)
    /// The host stopped (crashed) or could not start.
    case stopped(String)

    /// The message shown in the preview's tile.
    package var description: String {
        switch self {
        case let .refused(message): message
        case let .timedOut(seconds): "The preview did not finish within \(Self.seconds(seconds)) s, so it was stopped. Does its body loop forever or wait for something?"
        case let .stopped(message): message
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
