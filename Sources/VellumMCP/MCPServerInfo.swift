/// Who the server is, as `initialize` tells the client: its name and version,
/// and instructions for the model on how to use its tools.
package struct MCPServerInfo: Sendable, Equatable {
    /// The program's name (`vellum`).
    package var name: String
    /// Its version.
    package var version: String
    /// How to use the server, shown to the model; nil for none.
    package var instructions: String?

    /// Information about a server.
    package init(name: String, version: String, instructions: String? = nil) {
        self.name = name; self.version = version; self.instructions = instructions
    }
}
