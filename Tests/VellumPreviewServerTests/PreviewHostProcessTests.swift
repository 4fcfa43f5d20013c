import Foundation
import Testing
@testable import VellumPreviewServer

/// The host's protocol, played by small shell scripts.
@Suite("Preview host process")
struct PreviewHostProcessTests {
    private func host(_ script: String) -> PreviewHostProcess {
        PreviewHostProcess(program: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
    }

    @Test("replies are read by their length; an error reply is the preview's message")
    func replies() {
        let process = host(#"while read line; do case "$line" in *bad*) printf 'error 6\nthrown';; *) printf 'ok 12\n<svg>\n</svg>';; esac; done"#)
        defer { process.stop() }
        #expect(process.request(#"{"op":"render"}"#, timeout: 10) == .success(Data("<svg>\n</svg>".utf8)))
        #expect(process.request(#"{"op":"bad"}"#, timeout: 10) == .failure(.refused("thrown")))
        #expect(process.request(#"{"op":"render"}"#, timeout: 10) == .success(Data("<svg>\n</svg>".utf8)))
    }

    @Test("a render that never finishes is stopped at the bound, and the next request starts the host again")
    func timeout() {
        let process = host(#"read line; case "$line" in *slow*) sleep 1000;; esac; while true; do printf 'ok 2\nhi'; read line || exit; done"#)
        defer { process.stop() }
        #expect(process.request("slow", timeout: 0.3) == .failure(.timedOut(seconds: 0.3)))
        #expect(process.request("fast", timeout: 10) == .success(Data("hi".utf8)))
        #expect(HostFailure.timedOut(seconds: 10).description.contains("within 10 s"))
    }

    @Test("a host that dies or talks nonsense is an error, not a hang or a crash")
    func failures() {
        let dies = host("read line; exit 3")
        guard case let .failure(.stopped(message)) = dies.request("x", timeout: 10) else { Issue.record("no failure"); return }
        #expect(message.contains("exit status 3"))
        let babbles = host("read line; echo hello world")
        guard case .failure(.stopped) = babbles.request("x", timeout: 10) else { Issue.record("nonsense accepted"); return }
        let missing = PreviewHostProcess(program: URL(fileURLWithPath: "/nonexistent/host"), arguments: [])
        guard case let .failure(.stopped(text)) = missing.request("x", timeout: 10) else { Issue.record("missing program accepted"); return }
        #expect(text.contains("did not start"))
    }
}
