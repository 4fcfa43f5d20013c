import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// A foreground style set on or above a button in user code colours its
/// label instead of the tint; one a container sets (a section header's
/// secondary) does not; `.tint` alone keeps the tint.
@Suite struct ButtonForegroundStyleTests {
    private let blue = "#007AFF", red = "#FF3B30", secondary = "#3C3C43"

    private func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 300, height: 120)).svg()
    }

    /// The colour fills after the page's white background `<rect>`, in document order.
    private func fills(_ svg: String) throws -> [String] {
        let drawn = try SVGQuery(svg)
        guard let background = drawn.elements(named: "rect").first else { return [] }
        return drawn.elements.filter { $0.index > background.index }.compactMap { $0["fill"] }.filter { $0.hasPrefix("#") }
    }

    @Test func anExplicitForegroundStyleWinsOverTheTint() throws {
        #expect(try fills(svg(Button("Save") {})).allSatisfy { $0 == blue })
        let red = try fills(svg(Button("Save") {}.foregroundStyle(.red)))
        #expect(!red.isEmpty && red.allSatisfy { $0 == self.red }, "\(red)")
        let old = try fills(svg(Button("Save") {}.foregroundColor(.red)))
        #expect(!old.isEmpty && old.allSatisfy { $0 == self.red }, "\(old)")
        let above = try fills(svg(VStack { Button("Save") {}; Text("Note") }.foregroundStyle(.red)))
        #expect(above.count >= 2 && above.allSatisfy { $0 == self.red }, "a style above the button reaches its label: \(above)")
        let link = try svg(NavigationLink { Text("Detail") } label: { Text("More") }.foregroundStyle(.secondary))
        #expect(try SVGQuery(link).colors.contains(secondary), "a link outside a list in the secondary style")
        #expect(!link.contains(blue), "and no blue anywhere")
    }

    @Test func tintAloneKeepsTheTintAndNilIsTheDefault() throws {
        let tinted = try fills(svg(Button("Save") {}.tint(.red)))
        #expect(!tinted.isEmpty && tinted.allSatisfy { $0 == red })
        #expect(try fills(svg(Button("Save") {}.foregroundColor(nil))).allSatisfy { $0 == blue })
        let both = try fills(svg(Button("Save") {}.foregroundStyle(.secondary).tint(.red)))
        #expect(both.allSatisfy { $0 == secondary }, "\(both)")
    }

    @Test func borderedStylesDrawTheLabelInTheStyleAndKeepTheTintFill() throws {
        let bordered = try svg(Button("Save") {}.buttonStyle(.bordered).foregroundStyle(.red))
        let borderedFills = try fills(bordered)
        #expect(borderedFills.first == blue, "the 15% tint fill comes first")
        #expect(try SVGQuery(bordered).values(of: "fill-opacity").contains("0.18"))
        #expect(borderedFills.dropFirst().allSatisfy { $0 == red }, "\(borderedFills)")
        let prominent = try fills(svg(Button("Save") {}.buttonStyle(.borderedProminent).foregroundStyle(.black)))
        #expect(prominent.first == blue)
        #expect(prominent.dropFirst().allSatisfy { $0 == "#000000" }, "\(prominent)")
        let plain = try fills(svg(Button("Save") {}.buttonStyle(.borderedProminent)))
        #expect(plain.dropFirst().allSatisfy { $0 == "#FFFFFF" }, "white on the tint without a style: \(plain)")
    }

    @Test func aContainersStyleIsNotTheUsers() throws {
        let header = try svg(List {
            Section { Text("Row") } header: { HStack { Text("Recent"); Button("Clear") {} } }
        }.frame(width: 300, height: 120))
        let colors = try SVGQuery(header).colors
        #expect(colors.contains(blue), "the header's button keeps the tint")
        #expect(colors.contains(secondary), "the header's text is secondary")
    }
}
