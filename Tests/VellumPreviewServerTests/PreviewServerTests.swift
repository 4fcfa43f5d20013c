#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VellumPreviewServer

/// The server without a real build: a builder that fails with compiler output.
@Suite("Preview server", .serialized)
struct PreviewServerTests {
    struct FailingBuilder: PreviewBuilder {
        var packageRoot = URL(fileURLWithPath: "/tmp/pkg")
        var watchedFolders: [URL] = []
        func build() -> PreviewBuildResult {
            PreviewBuildResult(program: nil, arguments: [], log: "/tmp/pkg/Sources/A/V.swift:3:9: error: cannot find 'x' in scope\n")
        }
    }

    /// Sends `bytes` to 127.0.0.1:`port` and returns all it answers.
    /// Stops reading once the answer holds `until` (an event stream stays open).
    private func exchange(_ bytes: String, port: UInt16, until: String? = nil) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var time = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        _ = Array(bytes.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(fd, Int32(SHUT_WR))
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            answer += chunk[0..<n]
            if let until, String(decoding: answer, as: UTF8.self).contains(until) { break }
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test("bad requests get 400 with the reason; the server keeps answering")
    func badRequests() throws {
        let server = try HTTPServer(port: 0)
        defer { server.stop() }
        server.start { request, socket in
            socket.send(HTTPResponse.text("path \(request.path)").serialized())
            socket.close()
        }
        let garbage = try exchange("\u{01}\u{02} nonsense\r\n\r\n", port: server.port)
        #expect(garbage.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(garbage.contains("METHOD TARGET"))
        #expect(try exchange("GET /a%zz HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port).contains("percent escape"))
        #expect(try exchange("GET /x", port: server.port).isEmpty, "a head cut short is closed without an answer")
        let good = try exchange("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(good.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(good.hasSuffix("\r\n\r\npath /ok"))
    }

    @Test("a port in use is a clear error")
    func portInUse() throws {
        let first = try HTTPServer(port: 0)
        defer { first.stop() }
        #expect(throws: ServerError.self) { try HTTPServer(port: first.port) }
        do { _ = try HTTPServer(port: first.port) } catch { #expect("\(error)".contains("in use")) }
    }

    @Test("a failed build: its errors in the state, no pictures, an escaped title, clear 404 and 405")
    func failedBuild() throws {
        let server = PreviewServer(builder: FailingBuilder(), options: .init(title: "<Cards & Co>", log: { _ in }))
        let address = try server.start()
        defer { server.stop() }
        var state = server.state
        for _ in 0..<200 where state.phase != "failed" {
            Thread.sleep(forTimeInterval: 0.05)
            state = server.state
        }
        #expect(state.phase == "failed")
        #expect(state.errors == [CompileError(file: "Sources/A/V.swift", line: 3, column: 9, message: "cannot find 'x' in scope")])
        #expect(state.generation == 0)
        let page = String(decoding: server.respond(to: .page).body, as: UTF8.self)
        #expect(page.contains("<title>&lt;Cards &amp; Co&gt;</title>"))
        #expect(!page.contains("<Cards"))
        #expect(!page.contains("src=\"http"), "self-contained")
        #expect(server.respond(to: .picture(PictureQuery(id: "A"))).status == 503)
        #expect(server.respond(to: .notFound("/x")).status == 404)
        #expect(server.respond(to: .methodNotAllowed("POST")).headers.contains(HTTPHeader("Allow", "GET, HEAD")))
        let listing = try exchange("GET /previews.json HTTP/1.1\r\nHost: x\r\n\r\n", port: UInt16(address.port ?? 0))
        #expect(listing.contains(#""phase":"failed""#))
        #expect(listing.contains(#""file":"Sources/A/V.swift""#))
        let events = try exchange("GET /events HTTP/1.1\r\nHost: x\r\n\r\n", port: UInt16(address.port ?? 0), until: "}\n\n")
        #expect(events.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream"))
        #expect(events.contains("event: state\ndata: {"))
    }
}
