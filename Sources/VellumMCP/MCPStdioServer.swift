#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import VellumCore

/// An MCP server on the stdio transport: the client writes one JSON-RPC
/// message a line to the server's standard input and reads one a line from
/// its standard output (UTF-8, each line ended by `\n`, no newline inside a
/// message). Nothing else may reach standard output, so the server keeps the
/// descriptor for itself and points standard output at standard error: what
/// anything else in the process prints becomes a log line there.
///
/// Messages are answered one at a time, in order. Notifications the server
/// sends (``notify(_:params:)``) may come from any thread; they are dropped
/// until `initialize` is answered, when the client learns what there is anyway.
///
/// ```swift
/// let server = MCPStdioServer.onStandardStreams(session: MCPSession(info: info, toolbox: toolbox))
/// server.run()   // until the client closes standard input
/// ```
package final class MCPStdioServer: @unchecked Sendable {
    // Unchecked: `session` is only touched by the thread in `run`/`handle`. Whether the session is
    // initialised is kept under `initialized`'s lock, and every write to the output happens under it.
    private var session: MCPSession
    private let initialized = Locked(false)
    private let output: Int32

    /// A server that writes its messages to the descriptor `output`.
    package init(session: MCPSession, output: Int32) {
        self.session = session; self.output = output
    }

    /// A server on this process's standard input and output; standard output is then standard error
    /// for everything but the server's messages.
    package static func onStandardStreams(session: MCPSession) -> MCPStdioServer {
        signal(SIGPIPE, SIG_IGN)   // a client that has gone is a failed write, not the end of the process
        fflush(nil)   // what was printed before goes out first
        let messages = dup(STDOUT_FILENO)
        _ = fcntl(messages, F_SETFD, FD_CLOEXEC)   // not inherited by the programs the tools run
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        return MCPStdioServer(session: session, output: messages)
    }

    /// Answers every line `nextLine` gives until it gives nil (standard input's lines by default).
    package func run(_ nextLine: () -> String? = { readLine(strippingNewline: true) }) {
        while let line = nextLine() {
            handle(line)
        }
    }

    /// Answers one line (a blank one is skipped).
    package func handle(_ line: String) {
        guard !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return }
        let answer = session.respond(to: line)
        let isInitialized = session.isInitialized
        initialized.withLock { initialized in
            initialized = isInitialized
            if let answer { writeLocked(answer) }
        }
    }

    /// Sends the notification `method` when the session is initialised; whether it was sent.
    @discardableResult
    package func notify(_ method: String, params: JSONValue? = nil) -> Bool {
        initialized.withLock { initialized in
            guard initialized else { return false }
            writeLocked(MCPSession.notification(method, params: params))
            return true
        }
    }

    private func writeLocked(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
