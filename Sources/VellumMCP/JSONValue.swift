/// A JSON value, as the protocol's messages carry it: written back the same
/// way every time (``text``: object keys sorted, no spaces, no newline), so a
/// message's bytes depend only on its content.
///
/// ```swift
/// let value: JSONValue = ["jsonrpc": "2.0", "id": 1, "result": [:]]
/// value.text   // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; its keys are written sorted.
    case object([String: JSONValue])

    /// The member `key` of an object, or nil (also for a value that is not an object).
    package subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    /// The string, when this is one.
    package var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The integer, when this is a number without a fraction.
    package var integerValue: Int? {
        switch self {
        case let .integer(value): return value
        case let .number(value) where value == value.rounded() && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }

    /// The Boolean, when this is one.
    package var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    package var objectValue: [String: JSONValue]? {
        if case let .object(members) = self { return members }
        return nil
    }

    /// The elements, when this is an array.
    package var arrayValue: [JSONValue]? {
        if case let .array(elements) = self { return elements }
        return nil
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `null`.
    package init(nilLiteral: ()) { self = .null }
    /// A Boolean.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    package init(integerLiteral value: Int) { self = .integer(value) }
    /// A number.
    package init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object (a repeated key keeps its last value).
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
