import Foundation
import Testing
import VellumTestSupport

/// `vellum mcp` as a coding agent meets it: the built `vellum` started on a
/// throwaway package that depends on Vellum by path, a client written here
/// speaking the stdio transport line by line: initialize, the tools, the
/// previews, a render; an edit, the change notice, the render changed and
/// located by `diff`; a broken file, its compiler error in the tool's result
/// and in `build_status`. Its host builds in the shared folder (``SharedScratch``).
@Suite("vellum mcp end to end", .serialized)
struct MCPServerEndToEndTests {
    /// The longest the first build may take (it compiles the package's host; Vellum is compiled already,
    /// except the first time under `swift test`).
    private static let firstBuild = 1800.0
    /// The longest a rebuild or a render may take on a busy machine.
    private static let rebuild = 600.0

    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    private func badge(_ colour: String) -> String {
        """
        import Vellum

        struct Badge: View {
            var body: some View {
                Text("Hello").padding(6).background(Color.\(colour), in: Capsule())
            }
        }

        #Preview("Badge", traits: .sizeThatFitsLayout) {
            Badge()
        }

        """
    }

    private func makePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-mcp-\(UUID().uuidString)")
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Cards",
                products: [.library(name: "Cards", targets: ["Cards"])],
                dependencies: [.package(path: "\(SharedScratch.vellumRoot.path)")],
                targets: [
                    .target(name: "Cards", dependencies: [.product(name: "Vellum", package: "\(SharedScratch.vellumRoot.lastPathComponent)")],
                            swiftSettings: [.swiftLanguageMode(.v5)]),
                ])
            """, "Package.swift", in: root)
        try write(badge("red"), "Sources/Cards/Badge.swift", in: root)
        return root
    }

    /// A `PATH` whose `swift` builds in the shared folder (`vellum mcp` runs `swift build` for its host).
    private func path(building root: URL) throws -> String {
        let tools = root.appendingPathComponent(".tools")
        let wrapper = try SharedScratch.swiftBuildingInSharedFolder(writingInto: tools)
        let bin = tools.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("swift").path, withDestinationPath: wrapper)
        return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test("initialize, list, render; edit, notice, render again; break, read the error",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func session() async throws {
        let vellum = try #require(BuiltExecutable.named("vellum"), "no vellum beside the tests: build it with swift build --build-tests")
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "VELLUM_RECORD", "VELLUM_SNAPSHOT_DIR", "VELLUM_SNAPSHOT_ARTIFACTS"] { environment[key] = nil }
        environment["PATH"] = try path(building: root)
        let settings = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-mcp-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let turn = try await HeldTurn.take(building: root.appendingPathComponent(".build/vellum-previews").path)
        let client: MCPTestClient
        do {
            client = try MCPTestClient(program: vellum, arguments: ["mcp", "--package", root.path, "--wait", String(Self.firstBuild), "--timeout", "60"],
                                       environment: settings, log: log)
        } catch {
            await turn.end()
            throw error
        }
        func logTail() -> String { String((try? String(contentsOf: log, encoding: .utf8))?.suffix(3000) ?? "") }
        do {
            // The lifecycle: the client's version is answered, with the tools and resources capabilities.
            try client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"vellum-tests","version":"1.0"}}}"#)
            let initialized = try #require(try await client.response(to: 1, within: 60), "no answer to initialize: \(logTail())")
            #expect(initialized.line.hasPrefix(#"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"resources":{"listChanged":true},"tools":{}},"instructions":"Vellum draws"#))
            #expect(initialized.line.hasSuffix(#"","protocolVersion":"2025-06-18","serverInfo":{"name":"vellum","version":"0.1.0-dev"}}}"#))
            try client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)

            try client.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
            let tools = try #require(try await client.response(to: 2, within: 60)?.message["result"] as? [String: Any])
            let toolList = try #require(tools["tools"] as? [[String: Any]])
            #expect(toolList.compactMap { $0["name"] as? String } == ["list_previews", "render_preview", "accessibility_tree", "view_tree", "diff", "build_status"])
            #expect(toolList.allSatisfy { ($0["inputSchema"] as? [String: Any])?["type"] as? String == "object" })

            // The previews, once the first build is done.
            try client.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_previews","arguments":{}}}"#)
            let previews = try #require(try await client.response(to: 3, within: Self.firstBuild).flatMap { MCPTestClient.toolResult($0.message) },
                                        "no previews: \(logTail())")
            #expect(!previews.isError, "\(previews.texts)")
            let listing = try #require(previews.texts.first.flatMap(MCPTestClient.object))
            let listed = try #require((listing["previews"] as? [[String: Any]])?.first)
            #expect(listed["id"] as? String == "Cards/Badge/Badge")
            #expect(listed["file"] as? String == "Cards/Badge.swift")
            #expect(listed["line"] as? Int == 9)
            #expect(listed["traits"] as? [String] == ["sizeThatFitsLayout"])

            // One render: a line about it, then the SVG.
            try client.send(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"render_preview","arguments":{"id":"Cards/Badge/Badge","colorScheme":"light"}}}"#)
            let redMessage = try #require(try await client.response(to: 4, within: Self.rebuild)?.message)
            let red = try #require(MCPTestClient.toolResult(redMessage))
            #expect(!red.isError, "\(red.texts)")
            // The PNG, drawn by librsvg at twice the SVG's size, as image content.
            let images = MCPTestClient.images(redMessage)
            #expect(images.count == 1 && images.first?.mimeType == "image/png")
            let png = try PNGImage(bytes: [UInt8](try #require(images.first?.data)))
            let svgSize = try SVGSize(of: try #require(red.texts.last))
            #expect((png.width, png.height) == (Int((svgSize.width * 2).rounded(.up)), Int((svgSize.height * 2).rounded(.up))))
            #expect(MCPTestClient.object(red.texts.first ?? "")?["generation"] as? Int == 1)
            let redSVG = try #require(red.texts.last)
            #expect(try SVGQuery(redSVG).labels.contains("Hello"), "\(redSVG.prefix(300))")
            // It becomes the preview's snapshot reference, where `diff` looks by default.
            try write(redSVG, "snapshots/Previews/Badge/Badge.svg", in: root)

            try client.send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"accessibility_tree","arguments":{"id":"Cards/Badge/Badge"}}}"#)
            let tree = try #require(try await client.response(to: 5, within: Self.rebuild).flatMap { MCPTestClient.toolResult($0.message) })
            #expect(!tree.isError && tree.texts.first?.contains("text \"Hello\" frame x=") == true, "\(tree.texts)")
            try client.send(#"{"jsonrpc":"2.0","id":55,"method":"tools/call","params":{"name":"view_tree","arguments":{"id":"Cards/Badge/Badge"}}}"#)
            let views = try #require(try await client.response(to: 55, within: Self.rebuild).flatMap { MCPTestClient.toolResult($0.message) })
            #expect(!views.isError && views.texts.first?.contains("Text \"Hello\" font=") == true, "\(views.texts)")

            // An edit: the rebuild's notice, then the new picture.
            #expect(try await client.waitFor(1, "notifications/resources/list_changed", within: 60), "the first build's notice")
            try write(badge("blue"), "Sources/Cards/Badge.swift", in: root)
            #expect(try await client.waitFor(2, "notifications/resources/list_changed", within: Self.rebuild), "no notice after the edit: \(logTail())")
            try client.send(#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"render_preview","arguments":{"id":"Cards/Badge/Badge"}}}"#)
            let blue = try #require(try await client.response(to: 6, within: Self.rebuild).flatMap { MCPTestClient.toolResult($0.message) })
            #expect(!blue.isError, "\(blue.texts)")
            #expect(MCPTestClient.object(blue.texts.first ?? "")?["generation"] as? Int == 2)
            #expect(blue.texts.last != redSVG, "the edit changed the picture")

            // The change, located against the reference.
            try client.send(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"diff","arguments":{"id":"Cards/Badge/Badge"}}}"#)
            let diff = try #require(try await client.response(to: 7, within: Self.rebuild).flatMap { MCPTestClient.toolResult($0.message) })
            #expect(!diff.isError, "\(diff.texts)")
            let changes = try #require(MCPTestClient.object(diff.texts.last ?? "")?["changes"] as? [[String: Any]], "\(diff.texts)")
            #expect(changes.contains { ($0["location"] as? String)?.hasSuffix("@fill") == true }, "\(changes)")
            #expect(diff.texts.first?.hasPrefix("\(changes.count) difference") == true)

            // A broken file: the error is the tool's result, with its file and line, and build_status has it.
            try write(badge("blue").replacingOccurrences(of: "Color.blue", with: "Color.bleu"), "Sources/Cards/Badge.swift", in: root)
            try client.send(#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"render_preview","arguments":{"id":"Cards/Badge/Badge"}}}"#)
            let broken = try #require(try await client.response(to: 8, within: Self.rebuild).flatMap { MCPTestClient.toolResult($0.message) })
            #expect(broken.isError)
            #expect(broken.texts.first?.contains("Sources/Cards/Badge.swift:5:") == true, "\(broken.texts)")
            try client.send(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"build_status","arguments":{}}}"#)
            let status = try #require(try await client.response(to: 9, within: 60).flatMap { MCPTestClient.toolResult($0.message) })
            let state = try #require(MCPTestClient.object(status.texts.last ?? ""))
            #expect(state["phase"] as? String == "failed")
            let error = try #require((state["errors"] as? [[String: Any]])?.first, "\(state)")
            #expect(error["file"] as? String == "Sources/Cards/Badge.swift" && error["line"] as? Int == 5, "\(error)")

            // The end: standard input closed, the server exits; its standard output held only protocol lines.
            #expect(await client.finish(within: 30) == 0)
            let received = client.received
            #expect(received.unterminated.isEmpty)
            #expect(received.lines.allSatisfy { MCPTestClient.object($0)?["jsonrpc"] as? String == "2.0" && !$0.contains("\r") }, "\(received.lines)")
            #expect(client.count(of: "notifications/resources/list_changed") == 2, "one notice for each good build")
            await turn.end()
        } catch {
            _ = await client.finish(within: 5)
            await turn.end()
            throw error
        }
    }
}
