import Foundation

/// Headless Chromium, driven over the DevTools protocol by a small Python
/// script that borrows `../shared/tools/svg-shot`'s browser class (which finds
/// Chromium, or installs it as the other browser tests do). One JSON command a
/// line in, one JSON reply a line out.
final class BrowserDriver {
    /// The tools folder beside the package, if present.
    static let tools: URL? = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { dir.deleteLastPathComponent() }   // Tests/VellumPreviewServerTests/BrowserDriver.swift → beside the package
        let tools = dir.appendingPathComponent("shared/tools")
        return FileManager.default.isExecutableFile(atPath: tools.appendingPathComponent("svg-shot").path) ? tools : nil
    }()

    struct Failure: Error, CustomStringConvertible { let description: String }

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()

    /// Starts the browser with a `width`×`height` page.
    init(width: Int = 1280, height: Int = 900) throws {
        guard let tools = Self.tools else { throw Failure(description: "../shared/tools/svg-shot is not beside the package") }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, tools.appendingPathComponent("svg-shot").path, String(width), String(height)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        _ = try command(["op": "hello"])
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Opens `url` and waits for its load event.
    func open(_ url: String) throws { _ = try command(["op": "open", "url": url]) }

    /// The value of `expression` (awaited when it is a promise), as JSON text.
    func evaluate(_ expression: String) throws -> String {
        try command(["op": "eval", "js": expression])["value"] as? String ?? "null"
    }

    /// A PNG of the page at `path`.
    func screenshot(to path: String) throws { _ = try command(["op": "shot", "path": path]) }

    private func command(_ message: [String: String]) throws -> [String: Any] {
        var line = try JSONSerialization.data(withJSONObject: message)
        line.append(UInt8(ascii: "\n"))
        try input.fileHandleForWriting.write(contentsOf: line)
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData   // what is there (read(upToCount:) waits for all)
            guard !chunk.isEmpty else {
                throw Failure(description: "the browser driver stopped")
            }
            buffer.append(chunk)
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let reply = buffer[..<end]
        buffer = Data(buffer[(end + 1)...])
        guard let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any] else { throw Failure(description: "unreadable reply") }
        if let error = object["error"] as? String { throw Failure(description: error) }
        return object
    }

    private static let script = #"""
        import importlib.machinery, importlib.util, json, os, sys, tempfile, time, base64
        sys.dont_write_bytecode = True
        loader = importlib.machinery.SourceFileLoader("svgshot", sys.argv[1])
        spec = importlib.util.spec_from_loader("svgshot", loader)
        shot = importlib.util.module_from_spec(spec)
        loader.exec_module(shot)
        width, height = int(sys.argv[2]), int(sys.argv[3])
        tmp = tempfile.mkdtemp(prefix="vellum-browser-")
        flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                 f"--user-data-dir={tmp}/profile", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                 "--disable-dev-shm-usage", "--mute-audio"]
        browser, page = None, None
        def reply(value):
            sys.stdout.write(json.dumps(value) + "\n"); sys.stdout.flush()
        for line in sys.stdin:
            try:
                cmd = json.loads(line)
                if browser is None:
                    browser = shot.Chromium(shot.find_chromium(), flags, tmp, time.monotonic() + 60)
                    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
                    page = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                    browser.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, page)
                    browser.send("Page.enable", {}, page)
                browser.deadline = time.monotonic() + 60
                op = cmd["op"]
                if op == "open":
                    browser.events = []
                    browser.send("Page.navigate", {"url": cmd["url"]}, page)
                    browser.wait_event("Page.loadEventFired", page)
                    reply({})
                elif op == "eval":
                    result = browser.send("Runtime.evaluate", {"expression": cmd["js"], "awaitPromise": True, "returnByValue": True}, page)
                    if "exceptionDetails" in result:
                        reply({"error": json.dumps(result["exceptionDetails"])[:2000]})
                    else:
                        reply({"value": json.dumps(result["result"].get("value"))})
                elif op == "shot":
                    data = browser.send("Page.captureScreenshot", {"format": "png"}, page)["data"]
                    with open(cmd["path"], "wb") as f: f.write(base64.b64decode(data))
                    reply({})
                else:
                    reply({})
            except SystemExit as e:
                reply({"error": "chromium is not available"})
            except Exception as e:
                reply({"error": f"{type(e).__name__}: {e}"})
        if browser: browser.close()
        """#
}
