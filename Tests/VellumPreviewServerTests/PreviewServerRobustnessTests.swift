import Foundation
import Testing
@testable import VellumPreviewServer

/// The server with a stand-in host (a shell script speaking the host's
/// protocol) and a builder that can be broken: what a broken build, a deleted
/// file, a preview that throws and one that never finishes do to it.
@Suite("Preview server robustness", .serialized)
struct PreviewServerRobustnessTests {
    private func wait(_ what: String, _ condition: () -> Bool) throws {
        for _ in 0..<400 where !condition() { Thread.sleep(forTimeInterval: 0.025) }
        try #require(condition(), "timed out waiting for \(what)")
    }

    private func body(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test("a throwing and a never-ending preview, a broken build, a deleted file: the server keeps serving")
    func survives() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vellum-preview-robust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let builder = try StandInBuilder(root: root)
        let badge = root.appendingPathComponent("Sources/Cards/Badge.swift")
        try Data("struct Badge {}".utf8).write(to: badge)
        let server = PreviewServer(builder: builder, options: .init(renderTimeout: 0.5, pollInterval: 0.05, log: { _ in }))
        try server.start()
        defer { server.stop() }
        try wait("the first build") { server.state.phase == "ready" }
        let state = server.state
        #expect(state.generation == 1)
        #expect(state.previews.map(\.name) == ["A", "Throws", "Slow"])
        #expect(state.sizes == ["large", "accessibility3"] && state.languages == ["ar", "fr"])

        // The choices reach the host as one variant.
        let a = PictureQuery(id: "Cards/Badge/A", device: "iPhoneSE", scheme: "dark", size: "accessibility3", locale: "ar")
        let drawn = server.respond(to: .picture(a))
        #expect(drawn.status == 200)
        #expect(body(drawn).contains(#""variant":"dark+accessibility3+language:ar""#), "\(body(drawn))")
        #expect(body(drawn).contains(#""device":"iPhoneSE""#))

        // A preview that throws: its message, for its own tile.
        let thrown = server.respond(to: .picture(PictureQuery(id: "Cards/Badge/Throws")))
        #expect(thrown.status == 422)
        #expect(body(thrown) == #"Image "missing" is not in the asset catalog"#)

        // One that never finishes is stopped at the bound; the next picture draws.
        let slow = server.respond(to: .picture(PictureQuery(id: "Cards/Badge/Slow")))
        #expect(slow.status == 422)
        #expect(body(slow).contains("did not finish within 0.5 s"))
        let after = server.respond(to: .picture(PictureQuery(id: "Cards/Badge/A", scheme: "dark")))
        #expect(after.status == 200 && body(after).contains(#""variant":"dark""#))

        // A broken build: its error, the last good host still drawing.
        builder.broken = true
        try Data("struct Badge {".utf8).write(to: badge)
        try wait("the failed build") { server.state.phase == "failed" }
        #expect(server.state.generation == 1)
        #expect(server.state.errors.first?.file == "Sources/Cards/Badge.swift")
        #expect(server.respond(to: .picture(PictureQuery(id: "Cards/Badge/A", size: "large"))).status == 200)

        // Fixed by deleting the file: a new generation that names the change.
        builder.broken = false
        try FileManager.default.removeItem(at: badge)
        try wait("the rebuild") { server.state.generation == 2 }
        #expect(server.state.phase == "ready")
        #expect(server.state.errors.isEmpty)
        #expect(server.state.changed == ["Sources/Cards/Badge.swift"])
        #expect(server.respond(to: .picture(a)).status == 200)
        // The first build, the broken one and the rebuild; under load the watcher may see the broken
        // file's write as two changes and build it twice (seen once in a full run on 2 cores).
        #expect((3...4).contains(builder.builds), "\(builder.builds) builds")
    }
}
