import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting

/// `assertSVGSnapshot(of:as:)`: the strategy values draw what the named
/// overloads draw, and each picture is checked against its own file.
@Suite struct SnapshotStrategyTests {
    private struct Badge: View {
        var body: some View { Text("3").padding(6).background(.red, in: Capsule()) }
    }

    /// The SVG of each picture `strategy` draws of `value`, with its suffix.
    private func drawn<Value>(_ value: Value, _ strategy: SVGSnapshotting<Value>) throws -> [(String?, String)] {
        try strategy.pictures(value).map { ($0.suffix, try $0.svg("test")) }
    }

    @Test func strategiesDrawWhatTheirRenderersDraw() throws {
        var onDevice = SVGRenderer(content: Badge(), device: .iPhoneSE)
        onDevice.colorScheme = .dark
        let device = try drawn(Badge(), .device(.iPhoneSE, colorScheme: .dark))
        #expect(device.count == 1 && device[0].0 == nil)
        #expect(device[0].1 == (try onDevice.svg()))

        let size = try drawn(Badge(), .size(CGSize(width: 40, height: 30)))
        #expect(size[0].1 == (try SVGRenderer(content: Badge(), size: CGSize(width: 40, height: 30)).svg()))
        #expect(size[0].1 != device[0].1)

        let renderer = SVGRenderer(content: Badge(), device: .iPhone15Pro)
        #expect(try drawn(renderer, .svg())[0].1 == (try renderer.svg()))
    }

    @Test func aStrategyPulledBackDrawsTheValueItMakes() throws {
        struct Order { var count: Int }
        let strategy: SVGSnapshotting<Order> = SVGSnapshotting<Badge>.size(CGSize(width: 40, height: 30)).pullback { _ in Badge() }
        let pictures = try drawn(Order(count: 3), strategy)
        #expect(pictures.count == 1)
        #expect(pictures[0].1 == (try SVGRenderer(content: Badge(), size: CGSize(width: 40, height: 30)).svg()))
    }

    @Test func variantStrategiesDrawOnePictureAVariantNamedAfterIt() throws {
        let pictures = try drawn(Badge(), .layout(.fixed(width: 60, height: 40), variants: [.light, .dark]))
        #expect(pictures.map(\.0) == ["light", "dark"])
        #expect(pictures[0].1 != pictures[1].1, "dark draws otherwise")
        let fixed = SnapshotLayout.fixed(width: 60, height: 40).renderer(for: Badge())
        #expect(pictures[1].1 == (try fixed.applying(.dark).svg()))
        let twice = SVGSnapshotting<SVGRenderer<Badge>>.variants([.dark, Variant(name: "dark", dynamicTypeSize: .xSmall)]).pictures(fixed)
        #expect(twice.count == 1)
        #expect(throws: VariantError.self) { try twice[0].svg("test") }
    }

    @Test func theStrategyFormRecordsAndMatchesTheSameFilesAsTheNamedOverloads() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("SnapshotStrategyTests/theStrategyFormRecordsAndMatchesTheSameFilesAsTheNamedOverloads.badge.dark.svg")
        if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true {
            try folder.write(try SVGRenderer(content: Badge()).applying(.dark).svg(), to: file)
        } else {
            withKnownIssue {
                assertSVGSnapshot(of: Badge(), as: .layout(variants: [.dark]), named: "badge", snapshotDirectory: folder.path, record: .missing)
            }
        }
        #expect(folder.contents(file) != nil, "recorded as <test>.<name>.<variant>.svg")
        // The named overload finds the same reference and matches it.
        assertSVGSnapshot(of: Badge(), layout: .sizeThatFits, variants: [.dark], named: "badge", snapshotDirectory: folder.path, record: .never)
    }
}
