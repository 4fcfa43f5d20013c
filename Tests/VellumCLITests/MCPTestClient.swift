import Foundation

/// An MCP client for tests, written here: it starts a server program and
/// speaks the stdio transport to it byte for byte (each message one line of
/// UTF-8 JSON ended by `\n`), keeping every line the server writes to its
/// standard output. It reads JSON with Foundation, not with the server's code.
final class MCPTestClient: @unchecked Sendable {
    // Unchecked: `lines` and `ended` are only touched under `condition`'s lock.
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var partial = Data()
    private var ended = false
    /// Where the server's standard error (its log) goes.
    let log: URL

    /// Starts `program` with `arguments` and `environment`; its log goes to `log`.
    init(program: URL, arguments: [String], environment: [String: String], log: URL) throws {
        self.log = log
        // This process's ends of the pipes are closed in every program it
        // starts, so no other test's subprocess (a `swift build` started at
        // the same time) holds the server's standard input open after
        // `finish` closes it: the server then sees its end at once.
        for handle in [input.fileHandleForWriting, input.fileHandleForReading, output.fileHandleForReading, output.fileHandleForWriting] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        try Data().write(to: log)
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let reader = Thread { [self] in readLoop() }
        reader.name = "mcp-test-client"
        reader.start()
    }

    private func readLoop() {
        let handle = output.fileHandleForReading
        while true {
            let data = handle.availableData
            condition.lock()
            if data.isEmpty {
                ended = true
                condition.broadcast()
                condition.unlock()
                return
            }
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial = Data(partial[(newline + 1)...])
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Writes `line` and the newline that ends it, nothing else.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Every line the server wrote so far, the bytes after the last newline (none when it behaves), and
    /// whether its standard output has ended.
    var received: (lines: [String], unterminated: Data, ended: Bool) {
        condition.lock()
        defer { condition.unlock() }
        return (lines, partial, ended)
    }

    /// The first line that `matches`, waiting at most `seconds` (polling: the test's thread is not blocked); nil when none came.
    func line(within seconds: Double, where matches: @escaping ([String: Any]) -> Bool) async throws -> (line: String, message: [String: Any])? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let (found, over) = scan(matches)
            if let found { return found }
            if over || Date() >= deadline { return nil }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    private func scan(_ matches: ([String: Any]) -> Bool) -> (found: (line: String, message: [String: Any])?, ended: Bool) {
        condition.lock()
        defer { condition.unlock() }
        for line in lines {
            if let message = Self.object(line), matches(message) { return ((line, message), ended) }
        }
        return (nil, ended)
    }

    /// The response to the request `id`, waiting at most `seconds`.
    func response(to id: Int, within seconds: Double) async throws -> (line: String, message: [String: Any])? {
        try await line(within: seconds) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// How many notifications `method` the server has sent.
    func count(of method: String) -> Int {
        received.lines.filter { Self.object($0)?["method"] as? String == method && Self.object($0)?["id"] == nil }.count
    }

    /// Waits at most `seconds` for the server to have sent `count` notifications `method`; whether it did.
    func waitFor(_ count: Int, _ method: String, within seconds: Double) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while self.count(of: method) < count {
            if Date() >= deadline || received.ended { return self.count(of: method) >= count }
            try await Task.sleep(for: .milliseconds(100))
        }
        return true
    }

    /// Closes the server's standard input and waits at most `seconds` for it to exit; its status, or nil
    /// (it is then stopped).
    func finish(within seconds: Double) async -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(100)) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// The JSON object `line` holds, or nil.
    static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// The texts of a `tools/call` result's text blocks, and whether it is an error.
    static func toolResult(_ message: [String: Any]) -> (texts: [String], isError: Bool)? {
        guard let result = message["result"] as? [String: Any], let content = result["content"] as? [[String: Any]] else { return nil }
        return (content.compactMap { $0["type"] as? String == "text" ? $0["text"] as? String : nil }, result["isError"] as? Bool ?? false)
    }

    /// The image contents of a `tools/call` result, decoded, with their MIME types.
    static func images(_ message: [String: Any]) -> [(data: Data, mimeType: String)] {
        guard let result = message["result"] as? [String: Any], let content = result["content"] as? [[String: Any]] else { return [] }
        return content.compactMap { item in
            guard item["type"] as? String == "image", let base64 = item["data"] as? String, let data = Data(base64Encoded: base64) else { return nil }
            return (data, item["mimeType"] as? String ?? "")
        }
    }
}
