import Foundation
import Testing
@testable import VellumMCP

/// The transport: each answer is one line on the output, notifications wait for `initialize`.
@Suite struct MCPStdioServerTests {
    @Test func answersAreLinesAndNotificationsFollowInitialize() throws {
        let pipe = Pipe()
        let server = MCPStdioServer(session: MCPSession(info: MCPServerInfo(name: "v", version: "1"), toolbox: StandInToolbox()),
                                    output: pipe.fileHandleForWriting.fileDescriptor)
        #expect(!server.notify("notifications/resources/list_changed"), "nothing is sent before initialize")
        var lines = [#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, "", "  ",
                     #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2024-11-05"}}"#,
                     #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#][...]
        server.run { lines.popFirst() }
        #expect(server.notify("notifications/resources/list_changed"))
        try pipe.fileHandleForWriting.close()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output == """
            {"id":1,"jsonrpc":"2.0","result":{}}
            {"id":2,"jsonrpc":"2.0","result":{"capabilities":{"resources":{"listChanged":true},"tools":{}},"protocolVersion":"2024-11-05","serverInfo":{"name":"v","version":"1"}}}
            {"jsonrpc":"2.0","method":"notifications/resources/list_changed"}

            """)
    }
}
