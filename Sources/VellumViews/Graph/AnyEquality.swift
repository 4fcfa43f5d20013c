/// Compares two values of one type when that type is `Equatable`; values of
/// any other type are never equal (a write of one is always a change), as
/// SwiftUI treats them.
enum AnyEquality {
    /// Whether `a` and `b` are equal values of one `Equatable` type.
    static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension AnyEquality {
    /// Whether `a` and `b` are the same value: equal when their type is
    /// `Equatable`, otherwise alike in every stored part (as
    /// `String(reflecting:)` spells them). A value that cannot be compared
    /// must not make the picture change for ever.
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if a is any Equatable { return equal(a, b) }
        return String(reflecting: a) == String(reflecting: b)
    }
}
