import Foundation
import VellumCore

/// `vellum preview`'s server: builds the previews' host, serves the page,
/// the listing, one SVG per preview and the build's events on 127.0.0.1, and
/// rebuilds when a watched file is saved, added or deleted.
///
/// A broken build leaves the last good host serving (the page shows the
/// errors beside the last pictures); a preview that throws or never finishes
/// is an error in its own tile (each render is bounded by killing the host).
///
/// ```swift
/// let server = PreviewServer(builder: builder, options: .init(port: 0, title: "Cards previews"))
/// let address = try server.start()   // http://127.0.0.1:53124/
/// ```
package final class PreviewServer: @unchecked Sendable {
    /// How the server runs.
    package struct Options: Sendable {
        /// The port; 0 for a free one.
        package var port: UInt16
        /// The longest a render may take, in seconds.
        package var renderTimeout: Double
        /// How many host processes draw side by side: by default one per two cores (the others are left to
        /// the compiler; on a 2-core machine a second one drew no faster), at most 4.
        package var renderers: Int
        /// How often the sources are looked at, in seconds.
        package var pollInterval: Double
        /// The page's title.
        package var title: String
        /// Where progress goes (the terminal).
        package var log: @Sendable (String) -> Void
        /// Told each event the page is sent (`building`, `built`, `failed`) with the state it carries,
        /// on the thread that builds: how `vellum mcp` learns that the previews changed.
        package var observe: @Sendable (_ event: String, _ state: ServerState) -> Void

        /// Creates options.
        package init(port: UInt16 = 0, renderTimeout: Double = 10, renderers: Int = min(4, ProcessInfo.processInfo.activeProcessorCount / 2),
                     pollInterval: Double = 0.3, title: String = "Previews", log: @escaping @Sendable (String) -> Void = { print($0) },
                     observe: @escaping @Sendable (_ event: String, _ state: ServerState) -> Void = { _, _ in }) {
            self.port = port; self.renderTimeout = renderTimeout; self.renderers = max(1, renderers)
            self.pollInterval = pollInterval; self.title = title; self.log = log; self.observe = observe
        }
    }

    private let builder: any PreviewBuilder
    private let options: Options
    /// The browsers listening for events.
    package let events = EventStream()
    // Unchecked: everything below is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var http: HTTPServer?
    private var host: PreviewHostPool?
    private var hostCopy: URL?
    private var listing = PreviewListing.empty
    private var generation = 0
    private var phase = "building"
    private var errors: [CompileError] = []
    private var failureLog = ""
    private var buildSeconds: Double?
    private var cache: [PictureQuery: Result<HostReply, HostFailure>] = [:]
    private var dirty = true
    /// Files changed (relative to the package) that no successful build has included yet.
    private var unbuilt: Set<String> = []
    /// Files the watcher saw change whose build waits for a look with no
    /// further change: an editor's save can reach the disk as more than one
    /// write, and a build between them would compile half a file.
    private var settling: Set<String> = []
    /// The files the current generation's build was started for.
    private var changed: [String] = []
    private var stopping = false
    private var running = 0
    /// The sources as last looked at (by the watcher, or by ``waitForBuild(timeout:)``); its lock is
    /// held while they are looked at again, so two lookers do not undo each other.
    private let sources = Locked<SourceSnapshot?>(nil)

    /// A server that builds with `builder`.
    package init(builder: any PreviewBuilder, options: Options = Options()) {
        self.builder = builder; self.options = options
    }

    /// Binds the port, starts the first build and the watcher; returns the page's address.
    ///
    /// - Throws: ``ServerError`` when the port cannot be had.
    @discardableResult
    package func start() throws -> URL {
        signal(SIGPIPE, SIG_IGN)   // a write to a closed pipe or socket is an error, not the end
        let http = try HTTPServer(port: options.port)
        condition.lock()
        self.http = http
        condition.unlock()
        http.start { [self] request, socket in handle(request, socket) }
        startBuilding()
        return URL(string: "http://127.0.0.1:\(http.port)/")!
    }

    /// Starts the first build and the watcher, without serving the page (what `vellum mcp` runs):
    /// the previews are drawn with ``picture(_:)`` and ``accessibility(_:)``.
    package func startBuilding() {
        signal(SIGPIPE, SIG_IGN)
        condition.lock()
        running = 2
        condition.unlock()
        let first = SourceSnapshot.take(builder.watchedFolders)
        sources.withLock { $0 = first }
        let builds = Thread { [self] in buildLoop() }
        builds.name = "vellum-preview-build"
        builds.start()
        let watcher = Thread { [self] in watchLoop() }
        watcher.name = "vellum-preview-watch"
        watcher.start()
    }

    /// Stops serving, building and watching, and the host; waits for a build under way unless
    /// `waitingForBuild` is false (its program is then not started when it ends).
    package func stop(waitingForBuild: Bool = true) {
        condition.lock()
        stopping = true
        condition.broadcast()
        let http = self.http, host = self.host, copy = hostCopy
        self.host = nil
        while running > 0, waitingForBuild { condition.wait() }
        condition.unlock()
        http?.stop()
        events.closeAll()
        host?.stop()
        if let copy { try? FileManager.default.removeItem(at: copy) }
    }

    /// The package's folder, as the builder names it.
    package var packageRoot: URL { builder.packageRoot }

    /// The state the page shows.
    package var state: ServerState {
        condition.lock()
        defer { condition.unlock() }
        return stateLocked
    }

    private var stateLocked: ServerState {
        ServerState(phase: phase, generation: generation, title: options.title, previews: listing.previews, devices: listing.devices,
                    orientations: listing.orientations, sizes: listing.sizes, languages: listing.languages, notes: listing.notes,
                    changed: changed, errors: errors, log: failureLog, buildSeconds: buildSeconds)
    }

    // MARK: Requests

    private func handle(_ request: HTTPRequest, _ socket: ClientSocket) {
        let route = Router.route(request)
        if case .events = route {
            events.add(socket, first: event("state", state))
            return
        }
        let response = respond(to: route)
        socket.send(response.serialized(includingBody: request.method != "HEAD"))
        socket.close()
    }

    /// The response to `route` (every route but the event stream).
    package func respond(to route: Route) -> HTTPResponse {
        switch route {
        case .page:
            return .text(PreviewPage.html(title: options.title), contentType: "text/html; charset=utf-8")
        case .listing:
            return .text(Self.json(state), contentType: "application/json")
        case let .picture(query):
            return pictureResponse(query)
        case .events:
            return .text("The event stream is not a document.\n", status: 400)
        case let .notFound(path):
            return .text("Not found: \(path). The server has /, /previews.json, /preview.svg?id=… and /events.\n", status: 404)
        case let .methodNotAllowed(method):
            var response = HTTPResponse.text("The method \(method) is not allowed; use GET.\n", status: 405)
            response.headers.append(HTTPHeader("Allow", "GET, HEAD"))
            return response
        case let .badRequest(reason):
            return .text("Bad request: \(reason)\n", status: 400)
        }
    }

    private func pictureResponse(_ query: PictureQuery) -> HTTPResponse {
        let outcome = picture(query)
        let result: Result<HostReply, HostFailure>, generation: Int, milliseconds: Int
        switch outcome {
        case let .notBuilt(phase):
            return .text(phase == "failed" ? "The previews did not build yet; see the errors.\n" : "The previews are still building.\n", status: 503)
        case .unknown:
            return .text("There is no preview '\(query.id)' in this build.\n", status: 404)
        case let .answered(answer, answerGeneration, seconds):
            result = answer; generation = answerGeneration; milliseconds = Int(seconds * 1000)
        }
        switch result {
        case let .success(reply):
            var headers = [HTTPHeader("Content-Type", "image/svg+xml"), HTTPHeader("Cache-Control", "no-store"),
                           HTTPHeader("X-Render-Milliseconds", String(milliseconds)), HTTPHeader("X-Generation", String(generation))]
            // The assets the picture lacks, drawn as SwiftUI draws them: a percent-encoded JSON array for the page.
            if !reply.missingAssets.isEmpty {
                headers.append(HTTPHeader("X-Missing-Assets", PercentDecoding.encode(Self.json(reply.missingAssets))))
            }
            return HTTPResponse(status: 200, headers: headers, body: reply.body)
        case let .failure(failure):
            if case .timedOut = failure { options.log("A preview timed out: \(query.id)") }
            var response = HTTPResponse.text(failure.description, status: 422)
            response.headers.append(HTTPHeader("X-Generation", String(generation)))
            return response
        }
    }

    /// The picture `query` names, drawn by the current generation's host (or taken from its cache),
    /// and the host's own time in seconds (not the wait for an idle copy; 0 for a cached picture).
    package func picture(_ query: PictureQuery) -> HostOutcome {
        ask("render", query, cached: true)
    }

    /// The accessibility elements of the picture `query` names, as the host lists them: a JSON array of
    /// `{"frame":{"height":…,"width":…,"x":…,"y":…},"label":…,"role":…}` in reading order.
    package func accessibility(_ query: PictureQuery) -> HostOutcome {
        ask("accessibility", query, cached: false)
    }

    /// The views of the picture `query` names as text, one per line with its frame (`SVGRenderer.viewTree()`).
    package func viewTree(_ query: PictureQuery) -> HostOutcome {
        ask("tree", query, cached: false)
    }

    private func ask(_ op: String, _ query: PictureQuery, cached useCache: Bool) -> HostOutcome {
        condition.lock()
        let host = self.host, generation = self.generation, known = listing.previews.contains { $0.id == query.id }
        let cached = useCache ? cache[query] : nil, phase = self.phase
        condition.unlock()
        guard let host else { return .notBuilt(phase: phase) }
        guard known else { return .unknown }
        let (result, seconds) = cached.map { ($0, 0.0) } ?? host.timedRequest(Self.json(HostRequest(op: op, query)), timeout: options.renderTimeout)
        if useCache, cached == nil {
            condition.lock()
            if self.generation == generation { cache[query] = result }
            condition.unlock()
        }
        return .answered(result, generation: generation, seconds: seconds)
    }

    /// A request, as the host reads it.
    private struct HostRequest: Encodable {
        var op: String
        var id: String, device: String, orientation: String, variant: String
        init(op: String, _ query: PictureQuery) { self.op = op; id = query.id; device = query.device; orientation = query.orientation; variant = query.variant }
    }

    /// The state once no build is under way or due, the sources looked at first (so a file saved just
    /// before is built); waits at most `timeout` seconds, then returns the state as it is.
    package func waitForBuild(timeout: Double) -> ServerState {
        noticeChanges(settling: false)
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while (dirty || phase == "building") && !stopping {
            if !condition.wait(until: deadline) { break }
        }
        return stateLocked
    }

    // MARK: Building

    private func buildLoop() {
        defer { finished() }
        while true {
            condition.lock()
            while !dirty && !stopping { condition.wait() }
            if stopping { condition.unlock(); return }
            dirty = false
            let including = unbuilt
            phase = "building"
            let building = event("building", stateLocked), state = stateLocked
            condition.unlock()
            events.send(building)
            options.observe("building", state)
            options.log("Building the previews …")
            let started = Date()
            let result = builder.build()
            let seconds = Date().timeIntervalSince(started)
            if isStopping { return }
            if let program = result.program {
                publish(program: program, arguments: result.arguments, seconds: seconds, log: result.log, changes: including)
            } else {
                fail(CompileErrorParser.errors(in: result.log, packageRoot: builder.packageRoot.path), log: result.log, seconds: seconds)
            }
        }
    }

    /// Starts the new host on a copy of `program` (so the next build can replace the file) and makes it current.
    private func publish(program: URL, arguments: [String], seconds: Double, log: String, changes: Set<String>) {
        condition.lock()
        let next = generation + 1
        condition.unlock()
        let copy = program.deletingLastPathComponent().appendingPathComponent("\(program.lastPathComponent).live-\(next)")
        do {
            try ProgramCopy.replace(copy, withCopyOf: program)
        } catch {
            fail([CompileError(file: nil, line: nil, column: nil, message: "Could not copy the previews' program to \(copy.path): \(error)")], log: "", seconds: seconds)
            return
        }
        let newHost = PreviewHostPool(program: copy, arguments: arguments, size: options.renderers)
        let listed = newHost.request(#"{"op":"list"}"#, timeout: max(options.renderTimeout, 30))
        let decoded: PreviewListing
        switch listed {
        case let .success(data):
            guard let value = try? JSONDecoder().decode(PreviewListing.self, from: data) else {
                newHost.stop()
                fail([CompileError(file: nil, line: nil, column: nil, message: "The previews' program listed its previews in a form this vellum does not read; rebuild vellum.")], log: "", seconds: seconds)
                return
            }
            decoded = value
        case let .failure(failure):
            newHost.stop()
            try? FileManager.default.removeItem(at: copy)
            fail([CompileError(file: nil, line: nil, column: nil, message: "The previews built, but their program did not list them: \(failure)")], log: "", seconds: seconds)
            return
        }
        condition.lock()
        if stopping {
            condition.unlock()
            newHost.stop()
            try? FileManager.default.removeItem(at: copy)
            return
        }
        let old = host, oldCopy = hostCopy
        host = newHost
        hostCopy = copy
        generation = next
        listing = decoded
        phase = "ready"
        errors = []
        failureLog = ""
        buildSeconds = seconds
        cache = [:]
        changed = changes.sorted()
        unbuilt.subtract(changes)
        let built = event("built", stateLocked), state = stateLocked
        condition.broadcast()
        condition.unlock()
        old?.stop()
        if let oldCopy { try? FileManager.default.removeItem(at: oldCopy) }
        events.send(built)
        options.observe("built", state)
        options.log("Built \(decoded.previews.count) previews in \(String(format: "%.1f", seconds)) s (generation \(next)).")
    }

    private func fail(_ found: [CompileError], log: String, seconds: Double) {
        let found = found.isEmpty ? [CompileError(file: nil, line: nil, column: nil, message: "swift build failed; its output ends:")] : found
        condition.lock()
        phase = "failed"
        errors = found
        failureLog = String(log.suffix(4000))
        buildSeconds = seconds
        let failed = event("failed", stateLocked), state = stateLocked
        condition.broadcast()
        condition.unlock()
        events.send(failed)
        options.observe("failed", state)
        options.log("The previews did not build:\n" + found.map { error in
            (error.file.map { "\($0):\(error.line ?? 0): " } ?? "") + error.message
        }.joined(separator: "\n"))
    }

    // MARK: Watching

    private func watchLoop() {
        defer { finished() }
        var ticks = 0
        let keepAliveTicks = max(1, Int(15 / options.pollInterval))
        while !isStopping {
            Thread.sleep(forTimeInterval: options.pollInterval)
            ticks += 1
            if ticks % keepAliveTicks == 0 { events.keepAlive() }
            noticeChanges(settling: true)
        }
    }

    /// Looks at the sources; when a file was saved, added or deleted since the last look, a build is due:
    /// at once, or (`settling`, the watcher's looks) at the first look that finds nothing more changed.
    private func noticeChanges(settling settles: Bool) {
        let (now, last) = sources.withLock { seen in
            let now = SourceSnapshot.take(builder.watchedFolders)
            defer { seen = now }
            return (now, seen ?? now)
        }
        var changed: Set<String> = []
        if now != last {
            let paths = now.changes(since: last)
            options.log("Changed: " + paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))
            let root = builder.packageRoot.standardizedFileURL.path + "/"
            changed = Set(paths.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 })
        }
        condition.lock()
        defer { condition.unlock() }
        if settles && !changed.isEmpty {
            settling.formUnion(changed)
            return
        }
        guard !changed.isEmpty || !settling.isEmpty else { return }
        unbuilt.formUnion(changed.union(settling))
        settling = []
        dirty = true
        condition.broadcast()
    }

    private var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    private func finished() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func event(_ type: String, _ state: ServerState) -> ServerSentEvent {
        ServerSentEvent(type: type, data: Self.json(state))
    }

    private static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
