import Foundation
import Testing
@testable import VellumCLI
import VellumPreviews
import VellumTestSupport

/// `#Preview` as a new user meets it: a throwaway package that depends on
/// Vellum by path, with a library in Swift 5 mode declaring previews in every
/// form, a test target whose one line turns them into snapshot tests, and
/// `vellum previews` drawing them into a gallery.
@Suite("Previews in a throwaway package", .serialized)
struct PreviewPackageTests {
    /// `swift` with `arguments`, in the shared folder's turn.
    private func run(_ arguments: [String]) async throws -> Subprocess.Outcome { try await SharedScratch.run(arguments) }

    /// `vellum previews` for the package (or folder) at `root` into `gallery`, with `options`, building its host
    /// in the shared folder, in its turn; the exit status.
    private func drawPreviews(of root: URL, into gallery: URL, options: [String] = []) async throws -> Int32 {
        var command = PreviewsCommand()
        command.vellumRoot = SharedScratch.vellumRoot
        command.swift = try SharedScratch.swiftBuildingInSharedFolder(writingInto: root)
        let previews = command
        return try await SharedScratch.inTurn(building: root.appendingPathComponent(".build/vellum-previews").path) {
            previews.run(["--package", root.path, "--out", gallery.path] + options)
        }
    }

    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-previews-\(UUID().uuidString)")
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Cards",
                products: [.library(name: "Cards", targets: ["Cards"])],
                dependencies: [.package(path: "\(SharedScratch.vellumRoot.path)")],
                targets: [
                    .target(name: "Cards", dependencies: [.product(name: "Vellum", package: "\(SharedScratch.vellumRoot.lastPathComponent)")],
                            swiftSettings: [.swiftLanguageMode(.v5)]),
                    .testTarget(name: "CardsTests", dependencies: ["Cards", .product(name: "VellumSnapshotTesting", package: "\(SharedScratch.vellumRoot.lastPathComponent)")]),
                ])
            """, "Package.swift", in: root)
        try write("""
            import Vellum

            struct Badge: View {
                var count: Int
                var body: some View {
                    Text("\\(count)").padding(6).background(.red, in: Capsule())
                }
            }

            #Preview("Badge", traits: .sizeThatFitsLayout) {
                Badge(count: 3)
            }

            #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
                Badge(count: 42) // a } in a comment
            }

            #Preview {
                HStack { Badge(count: 1); Badge(count: #"raw "}""#.count) }
            }
            """, "Sources/Cards/Badge.swift", in: root)
        try write("""
            import Vellum

            struct Counter: View {
                @Binding var count: Int
                var body: some View { Stepper("Count: \\(count)", value: $count, in: 0...10).padding() }
            }

            #Preview("Counter") {
                @Previewable @State var count = 5
                @Previewable @State var note: String?
                @Previewable @Namespace var space
                Counter(count: $count)
            }

            struct Counter_Previews: PreviewProvider {
                static var previews: some View {
                    Counter(count: .constant(1))
                    Counter(count: .constant(9)).previewDisplayName("Nine").preferredColorScheme(.dark)
                }
            }
            """, "Sources/Cards/Counter.swift", in: root)
        try write("""
            import Testing
            import VellumSnapshotTesting
            @testable import Cards

            @Test func previews() { assertPreviewSnapshots(inModule: "Cards") }
            """, "Tests/CardsTests/PreviewTests.swift", in: root)
        return root
    }

    @Test("one test line makes every preview a snapshot test; vellum previews draws the gallery; bad #Preview text is a compiler error",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func previewsEndToEnd() async throws {
        let package = try makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let scratch = SharedScratch.folder
        let references = package.appendingPathComponent("snapshots/Previews")
        let expected = ["Badge/Badge.svg", "Badge/Preview 1.svg", "Badge/Preview 2.svg", "Counter/Counter.svg",
                        "Counter_Previews/Nine.svg", "Counter_Previews/Preview 1.svg"]

        // First run: every reference is recorded, and the test fails saying so.
        var r = try await run(["test", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(r.status != 0, "\(r.output.suffix(3000))")
        for file in expected {
            #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent(file).path), "\(file) recorded")
        }
        #expect(r.output.contains("Recorded a new reference snapshot “Badge/Badge”"))
        let badge = try String(contentsOf: references.appendingPathComponent("Badge/Preview 1.svg"), encoding: .utf8)
        #expect(try SVGQuery(badge).root.has(["width": "300", "height": "200"]), "fixed layout wins over the orientation's screen")

        // Second run: everything matches.
        r = try await run(["test", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(r.status == 0, "\(r.output.suffix(3000))")

        // A reference whose preview is gone is reported.
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "snapshots/Previews/Gone/Old.svg", in: package)
        r = try await run(["test", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(r.status != 0)
        #expect(r.output.contains("Reference snapshot of a preview that no longer exists"))
        #expect(r.output.contains("Previews/Gone/Old.svg"))
        try FileManager.default.removeItem(at: package.appendingPathComponent("snapshots/Previews/Gone"))

        // One command: the gallery of the package's previews.
        let gallery = package.appendingPathComponent("previews")
        #expect(try await drawPreviews(of: package, into: gallery) == 0)
        let index = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Cards previews"))
        #expect(index.contains("href=\"Badge/Preview%201.svg\""))
        for file in expected {
            #expect(FileManager.default.fileExists(atPath: gallery.appendingPathComponent(file).path), "\(file) in the gallery")
        }

        // Two CI machines, one shard each (the host built above, so only drawing): merged, they are the gallery.
        let shards = [package.appendingPathComponent("shard-1"), package.appendingPathComponent("shard-2")]
        #expect(try await drawPreviews(of: package, into: shards[0], options: ["--shard", "1/2"]) == 0)
        #expect(try await drawPreviews(of: package, into: shards[1], options: ["--shard", "2/2"]) == 0)
        #expect(try await drawPreviews(of: package, into: shards[1], options: ["--shard", "3/2"]) == 2, "refused before building")
        let merged = package.appendingPathComponent("merged")
        #expect(MergeReportsCommand().run(["--out", merged.path] + shards.map(\.path)) == 0)
        for name in ["summary.json", "index.html"] {
            #expect(try String(contentsOf: merged.appendingPathComponent(name), encoding: .utf8)
                    == String(contentsOf: gallery.appendingPathComponent(name), encoding: .utf8), "\(name)")
        }
        let counts = try shards.map { try GallerySummary.read(from: $0).previews.count }
        #expect(counts.reduce(0, +) == expected.count, "\(counts)")

        // Text the macro cannot accept is a compiler error at its place.
        try write("""
            import Vellum

            #Preview {
                VStack {
                    @Previewable @State var on = true
                }
            }
            """, "Sources/Cards/Bad.swift", in: package)
        r = try await run(["build", "--package-path", package.path, "--scratch-path", scratch.path, "--target", "Cards"])
        #expect(r.status != 0)
        #expect(r.output.contains("Bad.swift:5:9: error: '@Previewable' can be used only on a declaration at the top level of the '#Preview' body"),
                "\(r.output.suffix(3000))")
    }

    @Test("an Xcode project's folder: its @main app and #Preview build as one module, and its Preview Content catalog is used",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func xcodeProjectFolder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Weather.xcodeproj"), withIntermediateDirectories: true)
        try write("""
            import SwiftUI

            @main
            struct WeatherApp: App {
                var body: some Scene { WindowGroup { Forecast() } }
            }
            """, "Weather/WeatherApp.swift", in: root)
        try write("""
            import SwiftUI

            struct Forecast: View {
                @State private var loaded = false
                var body: some View {
                    Text(loaded ? "Sunny" : "Loading")
                        .padding()
                        .background(Color("Sky"))
                        .onAppear { DispatchQueue.main.async { loaded = true } }
                }
            }

            #Preview("Forecast", traits: .sizeThatFitsLayout) { Forecast() }
            """, "Weather/Forecast.swift", in: root)
        try write("import XCTest\nfinal class WeatherTests: XCTestCase {}\n", "WeatherTests/WeatherTests.swift", in: root)
        try write(#"{"info":{"version":1,"author":"xcode"}}"#, "Weather/Preview Content/Preview Assets.xcassets/Contents.json", in: root)
        try write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}}}]}"#,
                  "Weather/Preview Content/Preview Assets.xcassets/Sky.colorset/Contents.json", in: root)

        let gallery = root.appendingPathComponent("gallery")
        #expect(try await drawPreviews(of: root, into: gallery, options: ["--png", "--scale", "2"]) == 0)
        let svg = try String(contentsOf: gallery.appendingPathComponent("Forecast/Forecast.svg"), encoding: .utf8)
        let drawn = try SVGQuery(svg)
        #expect(drawn.labels.contains("Sunny"), "the main-queue block given by onAppear ran")
        #expect(drawn.fills.contains("#0080FF"), "the Preview Content catalog's colour")
        // --png: the preview's PNG beside its SVG, twice its size.
        let png = try PNGImage(contentsOf: gallery.appendingPathComponent("Forecast/Forecast.png"))
        let size = try SVGSize(of: svg)
        #expect((png.width, png.height) == (Int((size.width * 2).rounded(.up)), Int((size.height * 2).rounded(.up))))
    }
}
