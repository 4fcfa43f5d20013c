/// What an MCP server offers: its tools, and the resources they work on.
/// ``MCPSession`` speaks the protocol and asks the toolbox for the rest.
///
/// A call may take long (a build, a render) and is made on the thread that
/// reads the transport; the toolbox sends its notifications itself.
package protocol MCPToolbox: Sendable {
    /// The tools, in the order `tools/list` gives them.
    var tools: [MCPTool] { get }
    /// Calls the tool `name` with `arguments`; nil when there is no such tool.
    func call(_ name: String, arguments: [String: JSONValue]) -> MCPToolResult?
    /// The resources there are now.
    func resources() -> [MCPResource]
    /// The text of the resource at `uri` and its MIME type; nil when there is none.
    func read(_ uri: String) -> (text: String, mimeType: String)?
}
