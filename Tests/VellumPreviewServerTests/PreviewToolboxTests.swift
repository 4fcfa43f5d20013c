import Foundation
import Testing
@testable import VellumCLI
import VellumMCP
@testable import VellumPreviewServer

/// `vellum mcp`'s tools on the preview server without a real build (``StandInBuilder``): the arguments
/// checked, a failed build's errors as the tools' result, the host's failures, the diff of two variants.
@Suite("vellum mcp's tools", .serialized)
struct PreviewToolboxTests {
    private func withToolbox(broken: Bool = false, poll: Double = 0.05, _ body: (PreviewToolbox, StandInBuilder) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-toolbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let builder = try StandInBuilder(root: root)
        builder.broken = broken
        let server = PreviewServer(builder: builder, options: .init(renderTimeout: 5, renderers: 1, pollInterval: poll, log: { _ in }))
        server.startBuilding()
        defer { server.stop() }
        try body(PreviewToolbox(server: server, packageRoot: root, buildWait: 20), builder)
    }

    private func call(_ toolbox: PreviewToolbox, _ name: String, _ arguments: [String: JSONValue] = [:]) throws -> (texts: [String], isError: Bool) {
        let result = try #require(toolbox.call(name, arguments: arguments))
        return (result.content.compactMap { if case let .text(text) = $0 { text } else { nil } }, result.isError)
    }

    @Test func listingAndRenderingInAVariant() throws {
        try withToolbox { toolbox, _ throws in
            let listing = try call(toolbox, "list_previews")
            #expect(!listing.isError)
            #expect(listing.texts == [#"{"generation":1,"previews":[{"file":"Cards/Badge.swift","id":"Cards/Badge/A","line":3,"module":"Cards","name":"A","traits":[]},{"file":"Cards/Badge.swift","id":"Cards/Badge/Throws","module":"Cards","name":"Throws","traits":[]},{"file":"Cards/Badge.swift","id":"Cards/Badge/Slow","module":"Cards","name":"Slow","traits":[]}]}"#])

            let dark = try call(toolbox, "render_preview", ["id": "Cards/Badge/A", "colorScheme": "dark", "dynamicTypeSize": "accessibility3", "locale": "ar", "device": "iPhoneSE"])
            #expect(!dark.isError)
            #expect(dark.texts.first == #"{"generation":1,"id":"Cards/Badge/A","variant":{"colorScheme":"dark","device":"iPhoneSE","dynamicTypeSize":"accessibility3","locale":"ar"}}"#)
            // The stand-in host draws the request it was sent.
            #expect(dark.texts.last?.contains(#""variant":"dark+accessibility3+language:ar""#) == true, "\(dark.texts)")
            #expect(dark.texts.last?.contains(#""device":"iPhoneSE""#) == true)
        }
    }

    @Test func wrongArgumentsAndPreviewsAreTheToolsErrors() throws {
        try withToolbox { toolbox, _ throws in
            #expect(try call(toolbox, "render_preview", ["id": "Cards/Badge/A", "colorScheme": "purple"])
                    == (["The argument 'colorScheme' must be one of light, dark, not 'purple'."], true))
            #expect(try call(toolbox, "render_preview", [:]) == (["The argument 'id' is required."], true))
            #expect(try call(toolbox, "render_preview", ["id": "A", "scheme": "dark"]).texts.first?.hasPrefix("Unknown argument 'scheme'; the arguments are id, device,") == true)
            #expect(try call(toolbox, "render_preview", ["id": "Cards/Nope"])
                    == (["There is no preview 'Cards/Nope'; the previews are: Cards/Badge/A, Cards/Badge/Throws, Cards/Badge/Slow."], true))
            #expect(try call(toolbox, "render_preview", ["id": "Cards/Badge/Throws"])
                    == (["The preview 'Cards/Badge/Throws' could not be drawn: Image \"missing\" is not in the asset catalog"], true))
            #expect(toolbox.call("no_such_tool", arguments: [:]) == nil, "an unknown tool is the session's -32602")
        }
    }

    @Test func aFailedBuildIsTheToolsResultWithItsErrors() throws {
        try withToolbox(broken: true) { toolbox, _ throws in
            let render = try call(toolbox, "render_preview", ["id": "Cards/Badge/A"])
            #expect(render.isError)
            #expect(render.texts.first?.hasSuffix("when files are saved:\nSources/Cards/Badge.swift:4:7: error: expected '}'") == true, "\(render.texts)")
            #expect(render.texts.last == #"{"errors":[{"column":7,"file":"Sources/Cards/Badge.swift","line":4,"message":"expected '}'"}]}"#)
            let status = try call(toolbox, "build_status")
            #expect(!status.isError)
            #expect(status.texts.first == "The last build failed:\nSources/Cards/Badge.swift:4:7: error: expected '}'")
            #expect(status.texts.last?.contains(#""errors":[{"column":7,"file":"Sources/Cards/Badge.swift","line":4,"message":"expected '}'"}],"generation":0,"phase":"failed","previews":0"#) == true,
                    "\(status.texts)")
        }
    }

    @Test func aSaveIsBuiltBeforeTheToolAnswers() throws {
        // The watcher looks only every 3 s: the tool looks at the sources itself.
        try withToolbox(broken: true, poll: 3) { toolbox, builder throws in
            #expect(try call(toolbox, "list_previews").isError)
            builder.broken = false
            try Data("// fixed\n".utf8).write(to: builder.packageRoot.appendingPathComponent("Sources/Cards/Badge.swift"))
            let listing = try call(toolbox, "list_previews")
            #expect(!listing.isError, "\(listing.texts)")
            #expect(listing.texts.first?.hasPrefix(#"{"generation":1,"#) == true)
        }
    }

    @Test func diffLocatesTheChangesBetweenTwoVariantsOrFromAReference() throws {
        try withToolbox { toolbox, _ throws in
            let variants = try call(toolbox, "diff", ["id": "Cards/Badge/A", "against": ["colorScheme": "dark"]])
            #expect(!variants.isError, "\(variants.texts)")
            let about = try JSONParser.parse(variants.texts.last ?? "")
            let locations = about["changes"]?.arrayValue?.compactMap { $0["location"]?.stringValue } ?? []
            #expect(locations.contains("/svg/rect[1]@fill"), "\(locations)")
            #expect(about["equal"] == false)

            let missing = try call(toolbox, "diff", ["id": "Cards/Badge/A"])
            #expect(missing.isError && missing.texts.first?.hasPrefix("There is no reference at snapshots/Previews/Badge/A.svg") == true, "\(missing.texts)")
            #expect(try call(toolbox, "diff", ["id": "Cards/Badge/A", "reference": "x.svg", "against": [:]]) == (["Give 'reference' or 'against', not both."], true))
        }
    }

    @Test func previewsAreResources() throws {
        try withToolbox { toolbox, _ throws in
            _ = try call(toolbox, "list_previews")
            let resources = toolbox.resources()
            #expect(resources.map(\.uri) == ["vellum-preview:///Cards%2FBadge%2FA", "vellum-preview:///Cards%2FBadge%2FThrows", "vellum-preview:///Cards%2FBadge%2FSlow"])
            let read = try #require(toolbox.read(resources[0].uri))
            #expect(read.mimeType == "image/svg+xml" && read.text.hasPrefix("<svg"))
            #expect(toolbox.read("vellum-preview:///Cards%2FNope") == nil)
        }
    }
}
