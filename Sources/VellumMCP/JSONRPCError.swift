/// A JSON-RPC 2.0 error object: a code, a message, and optional data. The
/// standard codes are the static constructors.
///
/// ```swift
/// JSONRPCError.methodNotFound("resources/subscribe").json
/// // {"code":-32601,"message":"Method not found: resources/subscribe"}
/// ```
package struct JSONRPCError: Error, Sendable, Equatable {
    /// The code (`-32601`).
    package var code: Int
    /// A short sentence saying what went wrong.
    package var message: String
    /// More about it, when there is more.
    package var data: JSONValue?

    /// An error.
    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code; self.message = message; self.data = data
    }

    /// -32700: the line is not JSON.
    package static func parseError(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32700, message: "Parse error: \(detail)") }
    /// -32600: the JSON is not a request or notification (or is not allowed now).
    package static func invalidRequest(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32600, message: "Invalid request: \(detail)") }
    /// -32601: the method does not exist.
    package static func methodNotFound(_ method: String) -> JSONRPCError { JSONRPCError(code: -32601, message: "Method not found: \(method)") }
    /// -32602: the method's parameters are wrong.
    package static func invalidParams(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32602, message: "Invalid params: \(detail)") }
    /// -32603: the server failed.
    package static func internalError(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32603, message: "Internal error: \(detail)") }

    /// The error object as JSON.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
