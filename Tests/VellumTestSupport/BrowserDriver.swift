#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Headless Chromium, driven over the DevTools protocol through a socket
/// (`--remote-debugging-pipe`: the browser reads commands on its descriptor 3
/// and writes replies and events on its descriptor 4, each message JSON ended
/// by a NUL). Nothing but the browser is needed: no script, no web socket.
///
/// The browser is the one `scripts/chromium` finds, or installs with apt-get
/// where it can; where it cannot, `init` throws that script's message, so a
/// test that needs a browser fails and says what to install.
///
/// ```swift
/// let browser = try BrowserDriver()
/// try browser.open("http://127.0.0.1:8123/")
/// try browser.evaluate("document.title")   // "\"Previews\"", the value as JSON
/// ```
package final class BrowserDriver {
    /// A failure to start or drive the browser, or a script's exception.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String

        /// A failure that says `description`.
        package init(description: String) { self.description = description }
    }

    /// The browser's path, or why there is none: `scripts/chromium`, run once per test process.
    package static let browser: Result<String, Failure> = ToolFinder.find("chromium", needed: "headless Chromium")

    /// How long one command may take.
    private static let commandSeconds = 60.0

    private let pid: pid_t
    private let socket: Int32
    private let profile: URL
    private var received: [UInt8] = []
    private var events: [[String: Any]] = []
    private var lastID = 0
    private var page = ""

    /// Starts the browser with a `width`×`height` page.
    package init(width: Int = 1280, height: Int = 900) throws {
        let path = try Self.browser.get()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let arguments = [path, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                         "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                         "--disable-dev-shm-usage", "--disable-crash-reporter", "--mute-audio", "--remote-debugging-pipe", "about:blank"]
        (pid, socket) = try Self.spawn(arguments, log: profile.appendingPathComponent("stderr.txt").path)
        let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        page = try send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
                     session: page)
        _ = try send("Page.enable", [:], session: page)
    }

    deinit {
        close(socket)
        kill(-pid, SIGTERM)   // its own process group: the browser and the processes it started
        var status: Int32 = 0
        for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(-pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` and waits for its load event.
    package func open(_ url: String) throws {
        events.removeAll()
        let reply = try send("Page.navigate", ["url": url], session: page)
        if let error = reply["errorText"] as? String { throw Failure(description: "could not open \(url): \(error)") }
        try waitForEvent("Page.loadEventFired")
    }

    /// The value of `expression` (statements allowed; the last one's value, awaited
    /// when it is a promise), as JSON text: `true`, `3`, `"dark"`, `null`.
    package func evaluate(_ expression: String) throws -> String {
        // The expression reaches the page as a JSON string, run by `eval`; `JSON.stringify` writes its value.
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: expression, options: .fragmentsAllowed), as: UTF8.self)
        let script = "Promise.resolve(eval(\(quoted))).then((value) => JSON.stringify(value === undefined ? null : value))"
        let reply = try send("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true], session: page)
        if let details = reply["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] as? String
            throw Failure(description: "the page threw: \(exception ?? details["text"] as? String ?? "\(details)")")
        }
        return (reply["result"] as? [String: Any])?["value"] as? String ?? "null"
    }

    /// Writes a PNG of the page to `path`.
    package func screenshot(to path: String) throws {
        let data = try send("Page.captureScreenshot", ["format": "png"], session: page)["data"] as? String ?? ""
        guard let png = Data(base64Encoded: data) else { throw Failure(description: "the screenshot is not base64") }
        try png.write(to: URL(fileURLWithPath: path))
    }

    /// Sets the page's size in CSS pixels and its device pixels per CSS pixel.
    package func resize(width: Int, height: Int, scale: Double = 1) throws {
        _ = try send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false], session: page)
    }

    /// Makes the page's background transparent where it draws nothing (white otherwise).
    package func makeBackgroundTransparent() throws {
        _ = try send("Emulation.setDefaultBackgroundColorOverride", ["color": ["r": 0, "g": 0, "b": 0, "a": 0]], session: page)
    }

    /// A PNG of the page's viewport, taken from the compositor's surface.
    package func screenshot() throws -> Data {
        let data = try send("Page.captureScreenshot", ["format": "png", "fromSurface": true], session: page)["data"] as? String ?? ""
        guard let png = Data(base64Encoded: data) else { throw Failure(description: "the screenshot is not base64") }
        return png
    }

    // MARK: The protocol

    /// Sends `method` and returns its result, keeping the events that come first.
    private func send(_ method: String, _ parameters: [String: Any], session: String? = nil) throws -> [String: Any] {
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        try write(bytes)
        let deadline = Date().addingTimeInterval(Self.commandSeconds)
        while true {
            let reply = try readMessage(until: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else {
                if reply["method"] != nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method) failed: \(error["message"] as? String ?? "\(error)")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the page's event `method`, which may have come already.
    private func waitForEvent(_ method: String) throws {
        let deadline = Date().addingTimeInterval(Self.commandSeconds)
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method && $0["sessionId"] as? String == page }) {
                events.remove(at: index)
                return
            }
            let message = try readMessage(until: deadline, waitingFor: method)
            if message["method"] != nil { events.append(message) }
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
            let sent = bytes[offset...].withUnsafeBytes { Darwin.send(socket, $0.baseAddress, $0.count, 0) }
            #endif
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw Failure(description: "the browser has gone: \(logTail())") }
            offset += sent
        }
    }

    /// The next message, read until `deadline`.
    private func readMessage(until deadline: Date, waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Data(received[..<end])
                received.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any] else {
                    throw Failure(description: "the browser sent something that is not a message")
                }
                return object
            }
            let wait = deadline.timeIntervalSinceNow
            guard wait > 0 else { throw Failure(description: "the browser did not answer \(what) within \(Int(Self.commandSeconds)) s") }
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min(wait, 1) * 1000) + 1)
            if polled < 0 && errno != EINTR { throw Failure(description: "poll failed: \(String(cString: strerror(errno)))") }
            guard polled > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser has gone: \(logTail())") }
            received += chunk[..<count]
        }
    }

    /// The end of what the browser wrote on its standard error.
    private func logTail() -> String {
        let text = (try? String(contentsOf: profile.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        return text.isEmpty ? "(it wrote nothing on its standard error)" : String(text.suffix(2000))
    }

    // MARK: Starting the browser

    /// Starts `arguments` in a process group of its own with one end of a socket pair as its
    /// descriptors 3 and 4 and its standard error in `log`; returns its id and the other end.
    private static func spawn(_ arguments: [String], log: String) throws -> (pid_t, Int32) {
        var pair: [Int32] = [0, 0]
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &pair) == 0 else {
            throw Failure(description: "socketpair failed: \(String(cString: strerror(errno)))")
        }
        // Both ends close on exec; the browser's end moves above 4 so that putting it at 3 and 4 cannot close it.
        let ours = pair[0]
        let theirs = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
        close(pair[1])
        _ = fcntl(ours, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(ours, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        defer { close(theirs) }

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, theirs, 3)
        posix_spawn_file_actions_adddup2(&actions, theirs, 4)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environment)
        guard status == 0 else {
            close(ours)
            throw Failure(description: "could not start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        return (pid, ours)
    }
}
