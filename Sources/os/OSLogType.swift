/// The level of a log message, as in Apple's `os` module.
public struct OSLogType: Hashable, RawRepresentable, Sendable {
    /// The level's number.
    public var rawValue: UInt8
    /// A level with a number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may be helpful, but not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information for debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in a program.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in the lines written to standard error.
    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}
