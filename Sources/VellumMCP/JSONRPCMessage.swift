/// One JSON-RPC 2.0 message: a request (with an id, expecting a response), a
/// notification (no id, no response), or a response (a result or an error).
///
/// ```swift
/// let message = try JSONRPCMessage(line: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
/// // .request(id: .integer(1), method: "ping", params: nil)
/// JSONRPCMessage.result(id: .integer(1), [:]).line   // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
package enum JSONRPCMessage: Sendable, Equatable {
    /// A request: its id (a string or an integer), method and parameters.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification: its method and parameters.
    case notification(method: String, params: JSONValue?)
    /// A successful response to the request with `id`.
    case result(id: JSONValue, JSONValue)
    /// A failed response; the id is `null` when the request's could not be read.
    case error(id: JSONValue, JSONRPCError)

    /// The message one line of the transport holds.
    ///
    /// - Throws: ``JSONRPCError`` -32700 when the line is not JSON, -32600 when the JSON is not a message
    ///   (a batch array among them: MCP sends none since 2025-06-18).
    package init(line: String) throws(JSONRPCError) {
        let value: JSONValue
        do { value = try JSONParser.parse(line) } catch { throw .parseError(error.description) }
        try self.init(value)
    }

    /// The message `value` is.
    ///
    /// - Throws: ``JSONRPCError`` -32600 when it is not one.
    package init(_ value: JSONValue) throws(JSONRPCError) {
        guard let members = value.objectValue else {
            throw .invalidRequest(value.arrayValue != nil ? "batches are not supported; send one message a line" : "a message is a JSON object")
        }
        guard members["jsonrpc"] == "2.0" else { throw .invalidRequest("\"jsonrpc\" must be \"2.0\"") }
        let id = members["id"]
        if let id {
            switch id {
            case .string, .integer: break
            default: throw .invalidRequest("\"id\" must be a string or an integer")
            }
        }
        let params = members["params"]
        if let params, params.objectValue == nil, params.arrayValue == nil {
            throw .invalidRequest("\"params\" must be an object or an array")
        }
        if let method = members["method"] {
            guard let name = method.stringValue else { throw .invalidRequest("\"method\" must be a string") }
            self = id.map { .request(id: $0, method: name, params: params) } ?? .notification(method: name, params: params)
            return
        }
        guard let id else { throw .invalidRequest("a message needs a \"method\", or an \"id\" with a \"result\" or \"error\"") }
        if let result = members["result"] {
            self = .result(id: id, result)
        } else if let error = members["error"], let code = error["code"]?.integerValue, let message = error["message"]?.stringValue {
            self = .error(id: id, JSONRPCError(code: code, message: message, data: error["data"]))
        } else {
            throw .invalidRequest("a response needs a \"result\" or an \"error\" with a code and a message")
        }
    }

    /// The message as a JSON object.
    package var json: JSONValue {
        switch self {
        case let .request(id, method, params):
            var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
            if let params { members["params"] = params }
            return .object(members)
        case let .notification(method, params):
            var members: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
            if let params { members["params"] = params }
            return .object(members)
        case let .result(id, result):
            return ["jsonrpc": "2.0", "id": id, "result": result]
        case let .error(id, error):
            return ["jsonrpc": "2.0", "id": id, "error": error.json]
        }
    }

    /// The message as the transport sends it: one line of JSON, without the newline that ends it.
    package var line: String { json.text }
}
