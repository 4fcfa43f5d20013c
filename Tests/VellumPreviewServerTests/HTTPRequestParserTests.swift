import Testing
@testable import VellumPreviewServer

@Suite("HTTP request parser")
struct HTTPRequestParserTests {
    private func parse(_ text: String) -> HTTPRequestParser.Outcome { HTTPRequestParser.parse(Array(text.utf8)) }

    private func reason(_ text: String) -> String? {
        if case let .invalid(reason) = parse(text) { return reason }
        return nil
    }

    @Test("a GET: method, decoded path and query, lower-cased headers, bytes consumed")
    func get() throws {
        let text = "GET /preview.svg?id=Cards%2FBadge%2FPreview+1&scheme=dark&flag HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  image/svg+xml \r\n\r\nBODY"
        guard case let .request(request, consumed) = parse(text) else { Issue.record("not parsed: \(parse(text))"); return }
        #expect(request.method == "GET")
        #expect(request.path == "/preview.svg")
        #expect(request.queryValue("id") == "Cards/Badge/Preview 1")
        #expect(request.queryValue("scheme") == "dark")
        #expect(request.queryValue("flag") == "")
        #expect(request.query.map(\.name) == ["id", "scheme", "flag"])
        #expect(request.header("ACCEPT") == "image/svg+xml")
        #expect(request.headers.map(\.name) == ["host", "accept"])
        #expect(consumed == text.utf8.count - 4)
    }

    @Test("bare line feeds and HTTP/1.0 without Host are accepted")
    func lenientEndings() {
        guard case let .request(request, _) = parse("HEAD /%C3%A9t%C3%A9 HTTP/1.0\n\n") else { Issue.record("not parsed"); return }
        #expect(request.method == "HEAD")
        #expect(request.path == "/été")
    }

    @Test("a head without its blank line is incomplete, until it is too long")
    func incomplete() {
        #expect(parse("") == .incomplete)
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        let long = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequestParser.maximumHeadSize)
        #expect(reason(long)?.contains("longer than") == true)
    }

    @Test("bad requests are refused with a reason that names the problem")
    func invalid() {
        #expect(reason("\r\n\r\n")?.contains("empty") == true)
        #expect(reason("GET /\r\n\r\n")?.contains("METHOD TARGET") == true)
        #expect(reason("GET  / HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("METHOD TARGET") == true)
        #expect(reason("G(T / HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("not a token") == true)
        #expect(reason("GET / HTTP/2\r\nHost: x\r\n\r\n")?.contains("HTTP/2") == true)
        #expect(reason("GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("starting with /") == true)
        #expect(reason("GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("percent") == true)
        #expect(reason("GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("control") == true)
        #expect(reason("GET /?a=%4 HTTP/1.1\r\nHost: x\r\n\r\n")?.contains("query") == true)
        #expect(reason("GET / HTTP/1.1\r\nHost x\r\n\r\n")?.contains("no colon") == true)
        #expect(reason("GET / HTTP/1.1\r\nBad Name: x\r\nHost: x\r\n\r\n")?.contains("not a token") == true)
        #expect(reason("GET / HTTP/1.1\r\nAccept: */*\r\n\r\n")?.contains("Host") == true)
        #expect(reason("GET / HTTP/1.1\r\nHost: a\u{7F}b\r\n\r\n")?.contains("control") == true)
        #expect(HTTPRequestParser.parse([0x47, 0x45, 0x54, 0x20, 0xFF, 0x0A, 0x0A]) == .invalid("The request line is not UTF-8."))
    }

    @Test("percent escapes decode to UTF-8, and a bad one is nil")
    func percent() {
        #expect(PercentDecoding.decode("a%20b+c", plusIsSpace: false) == "a b+c")
        #expect(PercentDecoding.decode("a%20b+c", plusIsSpace: true) == "a b c")
        #expect(PercentDecoding.decode("%E2%9C%93", plusIsSpace: false) == "✓")
        #expect(PercentDecoding.decode("%E2%9C", plusIsSpace: false) == nil)
        #expect(PercentDecoding.decode("%G0", plusIsSpace: false) == nil)
        #expect(PercentDecoding.queryItems("a=1&&b=x%3Dy")?.map(\.value) == ["1", "x=y"])
    }
}
