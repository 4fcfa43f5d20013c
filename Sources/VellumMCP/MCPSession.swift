/// The protocol's side of an MCP server: reads each message the client sends
/// and answers it, asking its ``MCPToolbox`` for tools and resources.
///
/// The lifecycle: the client's `initialize` names the protocol version it
/// wants; the answer is that version when this server speaks it, else the
/// latest one it does (``latestProtocolVersion``), with the server's
/// capabilities (`tools`, whose list never changes, and `resources` with `listChanged`) and
/// information. Until then every request but `ping` is refused (-32600).
/// Notifications get no answer; responses to requests the server never sent are ignored.
///
/// ```swift
/// var session = MCPSession(info: MCPServerInfo(name: "vellum", version: "0.1.0"), toolbox: toolbox)
/// session.respond(to: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)   // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
package struct MCPSession: Sendable {
    /// The protocol versions this server speaks, the latest first.
    package static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The latest protocol version, answered to a client that asks for one this server does not speak.
    package static var latestProtocolVersion: String { protocolVersions[0] }

    /// Who the server is.
    package let info: MCPServerInfo
    /// The tools and resources.
    package let toolbox: any MCPToolbox
    /// The version agreed by `initialize`; nil before it.
    package private(set) var protocolVersion: String?
    /// Whether the client said `notifications/initialized`.
    package private(set) var clientIsReady = false

    /// A session not yet initialised.
    package init(info: MCPServerInfo, toolbox: any MCPToolbox) { self.info = info; self.toolbox = toolbox }

    /// Whether `initialize` was answered.
    package var isInitialized: Bool { protocolVersion != nil }

    /// The line that answers `line` (one message), or nil when it needs none (a notification, a response).
    package mutating func respond(to line: String) -> String? {
        let value: JSONValue
        do { value = try JSONParser.parse(line) } catch {
            return JSONRPCMessage.error(id: .null, .parseError(error.description)).line
        }
        let message: JSONRPCMessage
        do { message = try JSONRPCMessage(value) } catch {
            // The request's id, when it has a usable one, else null.
            let id: JSONValue = switch value["id"] {
            case let .some(.string(text)): .string(text)
            case let .some(.integer(number)): .integer(number)
            default: .null
            }
            return JSONRPCMessage.error(id: id, error).line
        }
        switch message {
        case let .request(id, method, params):
            do {
                return JSONRPCMessage.result(id: id, try answer(method, params)).line
            } catch {
                return JSONRPCMessage.error(id: id, error).line
            }
        case let .notification(method, _):
            if method == "notifications/initialized", isInitialized { clientIsReady = true }
            return nil
        case .result, .error:
            return nil
        }
    }

    /// The result of the request `method`.
    private mutating func answer(_ method: String, _ params: JSONValue?) throws(JSONRPCError) -> JSONValue {
        if method == "ping" { return [:] }
        if method == "initialize" { return try initialize(params) }
        guard isInitialized else { throw .invalidRequest("the session is not initialised; send \"initialize\" first") }
        switch method {
        case "tools/list":
            return ["tools": .array(toolbox.tools.map(\.json))]
        case "tools/call":
            guard let name = params?["name"]?.stringValue else { throw .invalidParams("tools/call needs the tool's \"name\", a string") }
            let arguments: [String: JSONValue]
            switch params?["arguments"] {
            case nil, .some(.null): arguments = [:]
            case let .some(.object(members)): arguments = members
            default: throw .invalidParams("\"arguments\" must be an object")
            }
            guard let result = toolbox.call(name, arguments: arguments) else {
                throw .invalidParams("Unknown tool: \(name); tools/list names the tools (\(toolbox.tools.map(\.name).joined(separator: ", ")))")
            }
            return result.json
        case "resources/list":
            return ["resources": .array(toolbox.resources().map(\.json))]
        case "resources/templates/list":
            return ["resourceTemplates": []]
        case "resources/read":
            guard let uri = params?["uri"]?.stringValue else { throw .invalidParams("resources/read needs the resource's \"uri\", a string") }
            guard let resource = toolbox.read(uri) else {
                throw JSONRPCError(code: -32002, message: "Resource not found", data: ["uri": .string(uri)])
            }
            return ["contents": [["uri": .string(uri), "mimeType": .string(resource.mimeType), "text": .string(resource.text)]]]
        default:
            throw .methodNotFound(method)
        }
    }

    private mutating func initialize(_ params: JSONValue?) throws(JSONRPCError) -> JSONValue {
        guard !isInitialized else { throw .invalidRequest("the session is already initialised") }
        guard let asked = params?["protocolVersion"]?.stringValue else {
            throw .invalidParams("initialize needs the client's \"protocolVersion\", a string")
        }
        let version = Self.protocolVersions.contains(asked) ? asked : Self.latestProtocolVersion
        protocolVersion = version
        let serverInfo: JSONValue = ["name": .string(info.name), "version": .string(info.version)]
        var result: [String: JSONValue] = [
            "protocolVersion": .string(version),
            "capabilities": ["tools": [:], "resources": ["listChanged": true]],
            "serverInfo": serverInfo,
        ]
        if let instructions = info.instructions { result["instructions"] = .string(instructions) }
        return .object(result)
    }

    /// The line of a notification the server sends (`notifications/resources/list_changed`).
    package static func notification(_ method: String, params: JSONValue? = nil) -> String {
        JSONRPCMessage.notification(method: method, params: params).line
    }
}
