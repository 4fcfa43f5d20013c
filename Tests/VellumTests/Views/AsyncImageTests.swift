import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct AsyncImageTests {
    /// A 2x JPEG from the examples' catalog: 400 × 600 pixels, 200 × 300 points at scale 2.
    private static let photo = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/Assets.xcassets/Portrait.imageset/portrait@2x.jpg")

    private func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 400, height: 500)).svg()
    }

    /// The `width` and `height` of the first `<image>` element.
    private func imageSize(in svg: String) throws -> (Double, Double) {
        let start = try #require(svg.range(of: "<image")).upperBound
        let tag = svg[start...].prefix { $0 != ">" }
        func value(_ name: String) throws -> Double {
            let at = try #require(tag.range(of: " \(name)=\"")).upperBound
            return try #require(Double(tag[at...].prefix { $0 != "\"" }))
        }
        return (try value("width"), try value("height"))
    }

    @Test func aFileURLLoadsAtItsScale() throws {
        let loaded = try svg(AsyncImage(url: Self.photo, scale: 2))
        let (width, height) = try imageSize(in: loaded)
        #expect(width == 200 && height == 300, "the photo's size in points: \(width) × \(height)")
        // The same picture as the image from the catalog it came from.
        let unscaled = try svg(AsyncImage(url: Self.photo))
        #expect(try imageSize(in: unscaled) == (400, 600))
    }

    @Test func aNetworkURLShowsTheStandardPlaceholder() throws {
        let placeholder = try svg(AsyncImage(url: URL(string: "https://example.com/icon.png")).frame(width: 200, height: 200))
        #expect(try SVGQuery(placeholder).count(of: "image") == 0)
        let grey = try svg(Color(uiColor: .secondarySystemFill).frame(width: 200, height: 200))
        #expect(placeholder == grey, "the placeholder is a grey fill of the space offered")
    }

    @Test func customPlaceholderAndPhases() throws {
        let remote = try svg(AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { Text("Loading") })
        #expect(try SVGQuery(remote).labels.contains("Loading"))
        let local = try svg(AsyncImage(url: Self.photo, scale: 2) { $0.resizable().frame(width: 30, height: 40) } placeholder: { Text("Loading") })
        #expect(!(try SVGQuery(local).labels.contains("Loading")))
        #expect(try imageSize(in: local) == (30, 40))

        let missing = URL(fileURLWithPath: "/nonexistent/photo.png")
        let failed = try svg(AsyncImage(url: missing) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Empty") }
        })
        #expect(try SVGQuery(failed).labels.contains("Failed"))
        let empty = try svg(AsyncImage(url: nil) { phase in
            if phase.error != nil { Text("Failed") } else { Text("Empty") }
        })
        #expect(try SVGQuery(empty).labels.contains("Empty"))
    }

    @Test func uiImageFromDataAndFile() throws {
        let data = try Data(contentsOf: Self.photo)
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(try imageSize(in: try svg(Image(uiImage: image))) == (200, 300))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        #expect(UIImage(contentsOfFile: Self.photo.path) != nil)
    }
}
