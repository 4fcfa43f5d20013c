import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Controls at rest: roles, menus, date pickers, disclosure groups")
@MainActor struct ControlRestingLookTests {
    @Test("A destructive button draws in red")
    func destructive() throws {
        let nodes = try lower(Button("Delete", role: .destructive) {})
        #expect(color(firstDrawing(nodes)) == RGBAColor(255, 59, 48))
    }

    @Test("Button(role: .close) and .confirm show their role's title and symbol (iOS 26), the symbol alone as icon-only")
    func roleLabels() throws {
        func texts(_ nodes: [LayoutNode]) -> [String] {
            drawings(nodes).compactMap { d -> String? in if case .text(let t, _, _) = d { return t.string }; return nil }
        }
        #expect(texts(try lower(Button(role: .close) {})) == ["Close"])
        #expect(texts(try lower(Button(role: .confirm) {})) == ["Confirm"])
        let iconOnly = try lower(Button(role: .close) {}.labelStyle(.iconOnly))
        #expect(texts(iconOnly).isEmpty && !drawings(iconOnly).isEmpty, "the xmark alone")
        #expect(drawings(try lower(Button(role: .close) {})).count > drawings(iconOnly).count)
    }

    @Test("Menus, date pickers and disclosure groups lower to their closed look")
    func closedControls() throws {
        let date = Date(timeIntervalSince1970: 0)
        let picker = try lower(DatePicker("Start", selection: .constant(date), displayedComponents: .date))
        let texts = drawings(picker).compactMap { d -> String? in if case .text(let t, _, _) = d { return t.string }; return nil }
        #expect(texts == ["Start", "Jan 1, 1970"])
        let menu = try lower(Menu("Options") { Button("A") {} })
        #expect(color(firstDrawing(menu)) == RGBAColor(0, 122, 255))
        let closed = try lower(DisclosureGroup("More") { Text("Hidden") })
        #expect(!drawings(closed).contains { if case .text(let t, _, _) = $0 { return t.string == "Hidden" }; return false })
    }
}
