import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite struct AsyncImageTests {
    /// A 2x JPEG from the examples' catalog: 400 × 600 pixels, 200 × 300 points at scale 2.
    private static let photo = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/Assets.xcassets/Portrait.imageset/portrait@2x.jpg")

    /// `view` painted on a 400 × 500 canvas.
    private func painted(_ view: some View) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 400, height: 500))
    }

    /// The width and height of the first image drawn.
    private func imageSize(in painted: PaintedView) throws -> (Double, Double) {
        let rect = try #require(painted.imageRects.first)
        return (Double(rect.width), Double(rect.height))
    }

    @Test func aFileURLLoadsAtItsScale() throws {
        let loaded = try painted(AsyncImage(url: Self.photo, scale: 2))
        let (width, height) = try imageSize(in: loaded)
        #expect(width == 200 && height == 300, "the photo's size in points: \(width) × \(height)")
        // The same picture as the image from the catalog it came from.
        let unscaled = try painted(AsyncImage(url: Self.photo))
        #expect(try imageSize(in: unscaled) == (400, 600))
    }

    @Test func aNetworkURLShowsTheStandardPlaceholder() throws {
        let placeholder = try painted(AsyncImage(url: URL(string: "https://example.com/icon.png")).frame(width: 200, height: 200))
        #expect(placeholder.imageRects.isEmpty)
        let grey = try painted(Color(uiColor: .secondarySystemFill).frame(width: 200, height: 200))
        #expect(placeholder == grey, "the placeholder is a grey fill of the space offered")
    }

    @Test func customPlaceholderAndPhases() throws {
        let remote = try painted(AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { Text("Loading") })
        #expect(remote.labels.contains("Loading"))
        let local = try painted(AsyncImage(url: Self.photo, scale: 2) { $0.resizable().frame(width: 30, height: 40) } placeholder: { Text("Loading") })
        #expect(!local.labels.contains("Loading"))
        #expect(try imageSize(in: local) == (30, 40))

        let missing = URL(fileURLWithPath: "/nonexistent/photo.png")
        let failed = try painted(AsyncImage(url: missing) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Empty") }
        })
        #expect(failed.labels.contains("Failed"))
        let empty = try painted(AsyncImage(url: nil) { phase in
            if phase.error != nil { Text("Failed") } else { Text("Empty") }
        })
        #expect(empty.labels.contains("Empty"))
    }

    @Test func uiImageFromDataAndFile() throws {
        let data = try Data(contentsOf: Self.photo)
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(try imageSize(in: try painted(Image(uiImage: image))) == (200, 300))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        #expect(UIImage(contentsOfFile: Self.photo.path) != nil)
    }
}
