import Testing
@testable import VellumMCP

/// The protocol as bytes: a line in, the exact line out.
@Suite struct MCPSessionTests {
    private func session() -> MCPSession {
        MCPSession(info: MCPServerInfo(name: "vellum", version: "1.2.3", instructions: "Use list_previews first."), toolbox: StandInToolbox())
    }

    private func initialized() -> MCPSession {
        var session = session()
        _ = session.respond(to: #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        _ = session.respond(to: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return session
    }

    @Test func initializeAnswersTheClientsVersionWithTheCapabilities() {
        var session = session()
        let line = session.respond(to: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"roots":{}},"clientInfo":{"name":"client","version":"0.1"}}}"#)
        #expect(line == #"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"resources":{"listChanged":true},"tools":{}},"instructions":"Use list_previews first.","protocolVersion":"2025-06-18","serverInfo":{"name":"vellum","version":"1.2.3"}}}"#)
        #expect(session.isInitialized && !session.clientIsReady)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil, "a notification is not answered")
        #expect(session.clientIsReady)
    }

    @Test func anUnknownVersionIsAnsweredWithTheLatest() {
        var session = session()
        let line = session.respond(to: #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{}}}"#) ?? ""
        #expect(line.hasPrefix(#"{"id":"a","jsonrpc":"2.0","result":{"#))
        #expect(line.contains(#""protocolVersion":"2025-11-25""#))
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":"b","method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#)
                == #"{"error":{"code":-32600,"message":"Invalid request: the session is already initialised"},"id":"b","jsonrpc":"2.0"}"#)
    }

    @Test func initializeWithoutAVersionIsInvalidParams() {
        var session = session()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
                == #"{"error":{"code":-32602,"message":"Invalid params: initialize needs the client's \"protocolVersion\", a string"},"id":1,"jsonrpc":"2.0"}"#)
        #expect(!session.isInitialized)
    }

    @Test func requestsBeforeInitializeAreRefusedButPingIsAnswered() {
        var session = session()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":5,"method":"ping"}"#) == #"{"id":5,"jsonrpc":"2.0","result":{}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":6,"method":"tools/list"}"#)
                == #"{"error":{"code":-32600,"message":"Invalid request: the session is not initialised; send \"initialize\" first"},"id":6,"jsonrpc":"2.0"}"#)
    }

    @Test func malformedLinesGetTheStandardErrors() {
        var session = initialized()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":1,"method":"#)
                == #"{"error":{"code":-32700,"message":"Parse error: Unexpected end of the text at byte 33"},"id":null,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)
                == #"{"error":{"code":-32600,"message":"Invalid request: batches are not supported; send one message a line"},"id":null,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"{"jsonrpc":"1.0","id":9,"method":"ping"}"#)
                == #"{"error":{"code":-32600,"message":"Invalid request: \"jsonrpc\" must be \"2.0\""},"id":9,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":7,"method":"prompts/list"}"#)
                == #"{"error":{"code":-32601,"message":"Method not found: prompts/list"},"id":7,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#) == nil)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":3,"result":{}}"#) == nil, "a response to nothing is ignored")
    }

    @Test func toolsListNamesEachToolWithItsSchema() {
        var session = initialized()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
                == #"{"id":2,"jsonrpc":"2.0","result":{"tools":[{"description":"Says the text back.","inputSchema":{"additionalProperties":false,"properties":{"text":{"type":"string"}},"required":["text"],"type":"object"},"name":"echo"},{"description":"Always fails.","inputSchema":{"type":"object"},"name":"fail"},{"description":"A tiny picture.","inputSchema":{"type":"object"},"name":"picture"}]}}"#)
    }

    @Test func toolsCallAnswersContentAndAToolsOwnFailureIsAResult() {
        var session = initialized()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"text":"héllo\n"}}}"#)
                == #"{"id":3,"jsonrpc":"2.0","result":{"content":[{"text":"héllo\n","type":"text"}],"isError":false}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"fail"}}"#)
                == #"{"id":4,"jsonrpc":"2.0","result":{"content":[{"text":"It broke:\nSources/A.swift:3:1: error: expected '}'","type":"text"}],"isError":true}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"echo","arguments":{"txt":"x"}}}"#)
                == #"{"id":5,"jsonrpc":"2.0","result":{"content":[{"text":"Unknown argument 'txt'; the arguments are text.","type":"text"}],"isError":true}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"picture","arguments":{}}}"#)
                == #"{"id":6,"jsonrpc":"2.0","result":{"content":[{"data":"iVBORw==","mimeType":"image/png","type":"image"},{"text":"<svg/>","type":"text"}],"isError":false}}"#)
    }

    @Test func anUnknownToolOrMissingNameIsInvalidParams() {
        var session = initialized()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"nope"}}"#)
                == #"{"error":{"code":-32602,"message":"Invalid params: Unknown tool: nope; tools/list names the tools (echo, fail, picture)"},"id":8,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"arguments":{}}}"#)
                == #"{"error":{"code":-32602,"message":"Invalid params: tools/call needs the tool's \"name\", a string"},"id":9,"jsonrpc":"2.0"}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"echo","arguments":[1]}}"#)
                == #"{"error":{"code":-32602,"message":"Invalid params: \"arguments\" must be an object"},"id":10,"jsonrpc":"2.0"}"#)
    }

    @Test func resourcesAreListedAndRead() {
        var session = initialized()
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":11,"method":"resources/list"}"#)
                == #"{"id":11,"jsonrpc":"2.0","result":{"resources":[{"mimeType":"text/plain","name":"A","uri":"test:///a"}]}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":12,"method":"resources/read","params":{"uri":"test:///a"}}"#)
                == #"{"id":12,"jsonrpc":"2.0","result":{"contents":[{"mimeType":"text/plain","text":"hello","uri":"test:///a"}]}}"#)
        #expect(session.respond(to: #"{"jsonrpc":"2.0","id":13,"method":"resources/read","params":{"uri":"test:///b"}}"#)
                == #"{"error":{"code":-32002,"data":{"uri":"test:///b"},"message":"Resource not found"},"id":13,"jsonrpc":"2.0"}"#)
    }
}
