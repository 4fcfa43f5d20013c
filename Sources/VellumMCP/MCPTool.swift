/// A tool as `tools/list` describes it: its name, what it does, and the JSON
/// Schema of its arguments.
///
/// ```swift
/// MCPTool(name: "list_previews", description: "Every preview of the package.",
///         inputSchema: ["type": "object", "properties": [:], "additionalProperties": false])
/// ```
package struct MCPTool: Sendable, Equatable {
    /// The name the client calls it by (`render_preview`).
    package var name: String
    /// What it does, for the model choosing a tool.
    package var description: String
    /// The JSON Schema of its `arguments` object.
    package var inputSchema: JSONValue

    /// A tool.
    package init(name: String, description: String, inputSchema: JSONValue) {
        self.name = name; self.description = description; self.inputSchema = inputSchema
    }

    /// The tool as `tools/list` writes it.
    package var json: JSONValue {
        ["name": .string(name), "description": .string(description), "inputSchema": inputSchema]
    }
}
