import Testing
@testable import VellumPreviewServer

@Suite("Server-sent event framing")
struct ServerSentEventTests {
    @Test("one data line per line of data, the type and id on lines of their own, a blank line after")
    func framing() {
        #expect(ServerSentEvent(type: "built", data: #"{"generation":2}"#).framed == "event: built\ndata: {\"generation\":2}\n\n")
        #expect(ServerSentEvent(type: "failed", data: "a\r\nb\rc\nd", id: "7").framed
                == "id: 7\nevent: failed\ndata: a\ndata: b\ndata: c\ndata: d\n\n")
        #expect(ServerSentEvent(type: "", data: "").framed == "event: \ndata: \n\n")
    }

    @Test("line breaks in the type or id cannot start a field of their own")
    func injection() {
        let event = ServerSentEvent(type: "state\ndata: forged", data: "x", id: "1\r\nevent: forged")
        #expect(event.framed == "id: 1event: forged\nevent: statedata: forged\ndata: x\n\n")
    }

    @Test("the keep-alive is a comment")
    func keepAlive() {
        #expect(ServerSentEvent.keepAlive.hasPrefix(":"))
        #expect(ServerSentEvent.keepAlive.hasSuffix("\n\n"))
    }
}
