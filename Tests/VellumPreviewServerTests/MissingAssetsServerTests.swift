import Foundation
import Testing
@testable import VellumPreviewServer

/// A picture drawn with assets the catalog lacks: the host counts their names
/// after the SVG, the server passes them to the page in a header.
@Suite("Preview server: missing assets", .serialized)
struct MissingAssetsServerTests {
    /// A host whose one preview lacks an image and a colour (one with a quote and a non-ASCII letter).
    struct Builder: PreviewBuilder {
        let packageRoot: URL
        var watchedFolders: [URL] { [] }
        var program: URL { packageRoot.appendingPathComponent("host.sh") }
        func build() -> PreviewBuildResult { PreviewBuildResult(program: program, arguments: [], log: "") }
        static let host = #"""
            #!/bin/sh
            while read -r line; do
              case "$line" in
                *'"op":"list"'*)
                  body='{"devices":[],"orientations":[],"sizes":[],"languages":[],"notes":[],"previews":[{"id":"Cards/Hero/A","file":"Cards/Hero.swift","name":"A","module":"Cards"}]}'
                  printf 'ok %d\n%s' ${#body} "$body";;
                *)
                  body="<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'/>"
                  names='["Image '"'"'Hero'"'"'","Color '"'"'Bl\"é'"'"'"]'
                  printf 'ok %d %d\n%s%s' ${#body} $(( $(printf '%s' "$names" | wc -c) )) "$body" "$names";;
              esac
            done
            """#
    }

    @Test("the host's third number counts the names after the body")
    func hostReply() {
        let process = PreviewHostProcess(program: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c",
            #"while read line; do printf 'ok 5 16\n<svg>["Image '"'"'Hero'"'"'"]'; done"#])
        defer { process.stop() }
        #expect(process.reply("x", timeout: 10) == .success(HostReply(body: Data("<svg>".utf8), missingAssets: ["Image 'Hero'"])))
        #expect(process.request("x", timeout: 10) == .success(Data("<svg>".utf8)), "the body alone, the names not in it")
        let bad = PreviewHostProcess(program: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "read line; printf 'ok 5 x\n<svg>'"])
        defer { bad.stop() }
        guard case .failure(.stopped) = bad.reply("x", timeout: 10) else { Issue.record("a bad count accepted"); return }
    }

    @Test("the picture's response names the missing assets, percent-encoded, and the page shows them as text")
    func header() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vellum-preview-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let builder = Builder(packageRoot: root)
        try Data(Builder.host.utf8).write(to: builder.program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: builder.program.path)
        let server = PreviewServer(builder: builder, options: .init(renderTimeout: 5, pollInterval: 0.05, log: { _ in }))
        try server.start()
        defer { server.stop() }
        for _ in 0..<400 where server.state.phase != "ready" { Thread.sleep(forTimeInterval: 0.025) }
        try #require(server.state.phase == "ready")
        let response = server.respond(to: .picture(PictureQuery(id: "Cards/Hero/A")))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'/>")
        let header = try #require(response.headers.first { $0.name == "X-Missing-Assets" }).value
        #expect(header.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "%-_.~".contains($0)) }, "\(header)")
        let decoded = try #require(header.removingPercentEncoding)
        #expect(try JSONDecoder().decode([String].self, from: Data(decoded.utf8)) == ["Image 'Hero'", #"Color 'Bl"é'"#])
        let page = PreviewPage.html(title: "T")
        #expect(page.contains(#"response.headers.get("X-Missing-Assets")"#))
        #expect(page.contains("tile.missing.textContent"), "names shown as text, never as markup")
    }
}
