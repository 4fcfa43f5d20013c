import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct TagSelectionTests {
    enum Flavor: String, CaseIterable, Identifiable { case vanilla, mint, cocoa; var id: Self { self } }

    private func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 320, height: 120)).svg()
    }

    @Test func aMenuPickerShowsTheTaggedSelection() throws {
        let explicit = try svg(Picker("Flavor", selection: .constant(Flavor.mint)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Mint").tag(Flavor.mint)
        })
        let explicitLabels = try SVGQuery(explicit).labels
        #expect(explicitLabels.contains("Mint") && !(explicitLabels.contains("Vanilla")))
        // ForEach gives each view its element's identity as a tag.
        let implicit = try svg(Picker("Flavor", selection: .constant(Flavor.cocoa)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        })
        let implicitLabels = try SVGQuery(implicit).labels
        #expect(implicitLabels.contains("Cocoa") && !(implicitLabels.contains("Vanilla")))
        // An optional selection matches the tag it wraps; no match shows no value.
        let optional = try svg(Picker("Folder", selection: .constant(Optional("Travel"))) {
            ForEach(["Notes", "Travel"], id: \.self) { Text($0) }
        })
        let optionalLabels = try SVGQuery(optional).labels
        #expect(optionalLabels.contains("Travel") && !(optionalLabels.contains("Notes")))
        let none = try svg(Picker("Flavor", selection: .constant(Flavor.cocoa)) {
            Text("Vanilla").tag(Flavor.vanilla)
        })
        #expect(!(try SVGQuery(none).labels.contains("Vanilla")))
    }

    @Test func segmentsHighlightTheSelection() throws {
        let picker = { (flavor: Flavor) in
            Picker("Flavor", selection: .constant(flavor)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
        }
        #expect(try svg(picker(.vanilla)) != svg(picker(.cocoa)), "the highlighted segment follows the selection")
        #expect(try svg(picker(.vanilla)) == svg(Picker("Flavor", selection: .constant(0)) {
            Text("vanilla"); Text("mint"); Text("cocoa")
        }.pickerStyle(.segmented)), "untagged segments highlight the first, as before")
    }

    @Test func aTabViewShowsTheTaggedTab() throws {
        let tabs = try svg(TabView(selection: .constant(2)) {
            Text("First page").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
            Text("Second page").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
        })
        let tabsLabels = try SVGQuery(tabs).labels
        #expect(tabsLabels.contains("Second page") && !(tabsLabels.contains("First page")))
    }
}
