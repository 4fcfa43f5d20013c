import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite struct TagSelectionTests {
    enum Flavor: String, CaseIterable, Identifiable { case vanilla, mint, cocoa; var id: Self { self } }

    /// `view` painted on a 320 × 120 canvas.
    private func painted(_ view: some View) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 320, height: 120))
    }

    @Test func aMenuPickerShowsTheTaggedSelection() throws {
        let explicit = try painted(Picker("Flavor", selection: .constant(Flavor.mint)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Mint").tag(Flavor.mint)
        })
        let explicitLabels = explicit.labels
        #expect(explicitLabels.contains("Mint") && !(explicitLabels.contains("Vanilla")))
        // ForEach gives each view its element's identity as a tag.
        let implicit = try painted(Picker("Flavor", selection: .constant(Flavor.cocoa)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        })
        let implicitLabels = implicit.labels
        #expect(implicitLabels.contains("Cocoa") && !(implicitLabels.contains("Vanilla")))
        // An optional selection matches the tag it wraps; no match shows no value.
        let optional = try painted(Picker("Folder", selection: .constant(Optional("Travel"))) {
            ForEach(["Notes", "Travel"], id: \.self) { Text($0) }
        })
        let optionalLabels = optional.labels
        #expect(optionalLabels.contains("Travel") && !(optionalLabels.contains("Notes")))
        let none = try painted(Picker("Flavor", selection: .constant(Flavor.cocoa)) {
            Text("Vanilla").tag(Flavor.vanilla)
        })
        #expect(!none.labels.contains("Vanilla"))
    }

    @Test func segmentsHighlightTheSelection() throws {
        let picker = { (flavor: Flavor) in
            Picker("Flavor", selection: .constant(flavor)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
        }
        #expect(try painted(picker(.vanilla)) != painted(picker(.cocoa)), "the highlighted segment follows the selection")
        #expect(try painted(picker(.vanilla)) == painted(Picker("Flavor", selection: .constant(0)) {
            Text("vanilla"); Text("mint"); Text("cocoa")
        }.pickerStyle(.segmented)), "untagged segments highlight the first, as before")
    }

    @Test func aTabViewShowsTheTaggedTab() throws {
        let tabs = try painted(TabView(selection: .constant(2)) {
            Text("First page").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
            Text("Second page").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
        })
        let tabsLabels = tabs.labels
        #expect(tabsLabels.contains("Second page") && !(tabsLabels.contains("First page")))
    }
}
