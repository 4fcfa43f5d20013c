/// A tool call's arguments, read as its input schema says, with the message
/// a model can act on when one is wrong.
///
/// ```swift
/// let arguments = try MCPArguments(["id": "Cards/Badge/Badge"], known: ["id", "scheme"])
/// let id = try arguments.requiredString("id")
/// let scheme = try arguments.string("scheme", choices: ["light", "dark"]) ?? "light"
/// ```
package struct MCPArguments: Sendable {
    /// A wrong argument: what is wrong with it.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message.
        package var description: String
        /// A failure saying `description`.
        package init(_ description: String) { self.description = description }
    }

    /// The arguments as sent.
    package let values: [String: JSONValue]

    /// The arguments `values`, none of them outside `known`.
    ///
    /// - Throws: ``Failure`` naming an unknown argument and the known ones.
    package init(_ values: [String: JSONValue], known: [String]) throws(Failure) {
        if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
            throw Failure("Unknown argument '\(unknown)'; the arguments are \(known.isEmpty ? "none" : known.joined(separator: ", ")).")
        }
        self.values = values
    }

    /// The string `key`, nil when absent (or null).
    ///
    /// - Throws: ``Failure`` when it is not a string, or not one of `choices`.
    package func string(_ key: String, choices: [String]? = nil) throws(Failure) -> String? {
        guard let value = values[key], value != .null else { return nil }
        guard let text = value.stringValue else { throw Failure("The argument '\(key)' must be a string, not \(value.text).") }
        if let choices, !choices.contains(text) {
            throw Failure("The argument '\(key)' must be one of \(choices.joined(separator: ", ")), not '\(text)'.")
        }
        return text
    }

    /// The string `key`, which must be there and not empty.
    ///
    /// - Throws: ``Failure`` when it is absent, empty or not a string.
    package func requiredString(_ key: String) throws(Failure) -> String {
        guard let text = try string(key), !text.isEmpty else { throw Failure("The argument '\(key)' is required.") }
        return text
    }

    /// The number `key`, nil when absent (or null).
    ///
    /// - Throws: ``Failure`` when it is not a number.
    package func number(_ key: String) throws(Failure) -> Double? {
        switch values[key] {
        case nil, .some(.null): return nil
        case let .some(.integer(value)): return Double(value)
        case let .some(.number(value)): return value
        case let .some(other): throw Failure("The argument '\(key)' must be a number, not \(other.text).")
        }
    }
}
