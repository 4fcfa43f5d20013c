/// Whether an interpolated value is redacted in the log, as in Apple's `os`
/// module. On Linux every value is written as it is, as Xcode's console
/// shows them to a debugger.
public struct OSLogPrivacy: Equatable, Sendable {
    private var kind: UInt8
    private init(_ kind: UInt8) { self.kind = kind }

    /// How a private value is masked.
    public struct Mask: Equatable, Sendable {
        private var kind: UInt8
        private init(_ kind: UInt8) { self.kind = kind }
        /// Replaced by a hash.
        public static let hash = Mask(1)
        /// Not masked.
        public static let none = Mask(0)
    }

    /// The system decides: private for strings and objects, public for numbers.
    public static let auto = OSLogPrivacy(0)
    /// The value is shown.
    public static let `public` = OSLogPrivacy(1)
    /// The value is redacted outside a debugger.
    public static let `private` = OSLogPrivacy(2)
    /// The value is always redacted.
    public static let sensitive = OSLogPrivacy(3)
    /// The system decides, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    /// The value is redacted outside a debugger, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// The value is always redacted, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}
