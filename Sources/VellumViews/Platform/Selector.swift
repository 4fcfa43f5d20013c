#if !canImport(ObjectiveC)
/// An Objective-C method's name, for UIKit calls that take one
/// (`UIApplication.sendAction(_:to:from:for:)`), on platforms without the
/// Objective-C runtime. Spelt from its name, as in Foundation:
///
/// ```swift
/// UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
/// ```
///
/// `#selector(…)` itself is part of the compiler and needs the Objective-C
/// runtime; it does not compile on Linux whatever module is imported.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name, such as `"resignFirstResponder"`.
    public let name: String

    /// A selector from a method's name.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
}
#endif
