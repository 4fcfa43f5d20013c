import Foundation
@testable import VellumMCP

/// A toolbox for the protocol's tests: `echo` answers its `text`, `fail` is a tool's own failure,
/// `picture` answers an image; one resource.
struct StandInToolbox: MCPToolbox {
    var tools: [MCPTool] {
        [
            MCPTool(name: "echo", description: "Says the text back.",
                    inputSchema: ["type": "object", "properties": ["text": ["type": "string"]], "required": ["text"], "additionalProperties": false]),
            MCPTool(name: "fail", description: "Always fails.", inputSchema: ["type": "object"]),
            MCPTool(name: "picture", description: "A tiny picture.", inputSchema: ["type": "object"]),
        ]
    }

    func call(_ name: String, arguments: [String: JSONValue]) -> MCPToolResult? {
        switch name {
        case "echo":
            do {
                let text = try MCPArguments(arguments, known: ["text"]).requiredString("text")
                return MCPToolResult(content: [.text(text)])
            } catch {
                return .failure(error.description)
            }
        case "fail": return .failure("It broke:\nSources/A.swift:3:1: error: expected '}'")
        case "picture": return MCPToolResult(content: [.image(Data([0x89, 0x50, 0x4E, 0x47]), mimeType: "image/png"), .text("<svg/>")])
        default: return nil
        }
    }

    func resources() -> [MCPResource] { [MCPResource(uri: "test:///a", name: "A", mimeType: "text/plain")] }

    func read(_ uri: String) -> (text: String, mimeType: String)? { uri == "test:///a" ? ("hello", "text/plain") : nil }
}
