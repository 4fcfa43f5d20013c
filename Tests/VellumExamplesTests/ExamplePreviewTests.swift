import Testing
import Vellum
import VellumExamples
import VellumSnapshotTesting

/// The examples' `#Preview`s and `PreviewProvider`s, found by discovery and
/// checked as snapshot tests, as a user's package checks its own.
@Suite struct ExamplePreviewTests {
    @Test func everyPreviewIsASnapshotTest() throws {
        assertPreviewSnapshots(inModule: "VellumExamples", assets: try ExampleAssets.catalog())
    }

    @Test func discoveryListsPreviewsWithNamesPlacesAndTraits() throws {
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples")
        let settings = previews.filter { $0.fileID == "VellumExamples/SettingsScreen.swift" }
        #expect(settings.map(\.name) == ["Preview 1", "Airplane mode on", "Icon"])
        #expect(settings.map(\.isNamed) == [false, true, true])
        #expect(settings.allSatisfy { $0.group == "SettingsScreen" && $0.moduleName == "VellumExamples" })
        #expect(settings[1].line.map { $0 > settings[0].line ?? .max } == true)
        #expect(settings[2].traits == [.sizeThatFitsLayout])

        let profile = previews.filter { $0.fileID == "VellumExamples/ProfileCard.swift" }
        #expect(profile.map(\.name) == ["Preview 1", "Avatar", "Landscape"])
        #expect(profile[1].traits == [.fixedLayout(width: 120, height: 120)])
        #expect(profile[2].traits == [.landscapeLeft])

        let seed = previews.filter { $0.typeName == "CaptionedPhoto_Previews" }
        #expect(seed.count == 3)
        #expect(seed.allSatisfy { $0.fileID == nil && $0.line == nil && $0.group == "CaptionedPhoto_Previews" })
    }

    @Test func traitsChooseTheCanvas() throws {
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples")
        func size(_ name: String, in file: String) throws -> CGSize {
            let preview = try #require(previews.first { $0.fileID == "VellumExamples/\(file).swift" && $0.name == name })
            var renderer = try preview.renderer(device: .iPhone15Pro)
            renderer.assets = try ExampleAssets.catalog()
            let svg = try renderer.svg()
            let open = try #require(svg.range(of: "<svg")).lowerBound
            let tag = svg[open...].prefix { $0 != ">" }
            func number(_ attribute: String) -> CGFloat {
                guard let range = tag.range(of: "\(attribute)=\"") else { return -1 }
                return CGFloat(Double(tag[range.upperBound...].prefix { $0 != "\"" }) ?? -1)
            }
            return CGSize(width: number("width"), height: number("height"))
        }
        #expect(try size("Preview 1", in: "SettingsScreen") == CGSize(width: 393, height: 852))
        #expect(try size("Avatar", in: "ProfileCard") == CGSize(width: 120, height: 120))
        #expect(try size("Landscape", in: "ProfileCard") == CGSize(width: 852, height: 393))
        let icon = try size("Icon", in: "SettingsScreen")
        #expect(icon.width > 60 && icon.width < 200 && icon.height > 30 && icon.height < 80)
    }
}
