/// What a tool call gives back: its content blocks, and whether the tool
/// failed (`isError`). A tool's own failure (a preview that does not build,
/// an unknown preview, a bad argument) is a result the model reads and can
/// act on, not a JSON-RPC error.
///
/// ```swift
/// MCPToolResult.failure("There is no preview 'Cards/Nope'.").json
/// // {"content":[{"text":"There is no preview 'Cards/Nope'.","type":"text"}],"isError":true}
/// ```
package struct MCPToolResult: Sendable, Equatable {
    /// The blocks, in order.
    package var content: [MCPContent]
    /// Whether the tool failed.
    package var isError: Bool

    /// A result.
    package init(content: [MCPContent], isError: Bool = false) { self.content = content; self.isError = isError }

    /// A failed call, said in `message`.
    package static func failure(_ message: String) -> MCPToolResult { MCPToolResult(content: [.text(message)], isError: true) }

    /// The result as the protocol writes it.
    package var json: JSONValue {
        ["content": .array(content.map(\.json)), "isError": .bool(isError)]
    }
}
