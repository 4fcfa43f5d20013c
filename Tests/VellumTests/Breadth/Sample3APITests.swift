import Foundation
import Testing
@testable import Vellum

/// SwiftUI names a third sample of ordinary public SwiftUI files used and
/// Vellum lacked: `id(_:)`, `toolbar(_:for: .tabBar)`, `EditActions` lists,
/// `List(0..<n)`, `Color.description`, the rest of `Stepper`'s initialisers,
/// `navigationViewStyle(_:)` and `ActionSheet`.
@Suite struct Sample3APITests {
    private let size = CGSize(width: 320, height: 240)

    @Test func idDrawsTheViewUnchanged() throws {
        let plain = try SVGRenderer(content: Text("Card").foregroundStyle(.red), size: size).svg()
        let identified = try SVGRenderer(content: Text("Card").foregroundStyle(.red).id(42).id("front"), size: size).svg()
        #expect(identified == plain)
        #expect(plain.contains("aria-label=\"Card\"") && plain.contains("#FF3B30"))
    }

    private func tabs(hidingBar: Bool) -> some View {
        TabView {
            Text("Now Playing")
                .toolbar(hidingBar ? .hidden : .visible, for: .tabBar)
                .tabItem { Label("Player", systemImage: "play.fill") }
            Text("Library").tabItem { Label("Library", systemImage: "book") }
        }
    }

    @Test func hiddenTabBarLeavesOutTheBar() throws {
        let shown = try Pipeline.layout(tabs(hidingBar: false))
        let hidden = try Pipeline.layout(tabs(hidingBar: true))
        #expect(Pipeline.frames(shown, named: "TabView").count == 1)
        #expect(Pipeline.frames(hidden, named: "TabView").isEmpty, "no tab bar")
        let svgShown = try SVGRenderer(content: tabs(hidingBar: false), device: .iPhone15Pro).svg()
        let svgHidden = try SVGRenderer(content: tabs(hidingBar: true), device: .iPhone15Pro).svg()
        #expect(svgShown.contains("aria-label=\"Library\"") && svgShown.contains("aria-label=\"Player\""))
        #expect(!svgHidden.contains("aria-label=\"Library\"") && !svgHidden.contains("aria-label=\"Player\""), "the bar's items are gone")
        #expect(svgHidden.contains("aria-label=\"Now Playing\""), "the tab itself is drawn")
        // The tab's content is centred on the whole screen once the bar is gone (852 pt tall).
        let text = try #require(Pipeline.frames(hidden, named: "Text").first)
        #expect(abs(text.midY - 852 / 2) < 40, "\(text)")
    }

    @Test func hidingAnotherBarKeepsTheTabBar() throws {
        let view = TabView {
            Text("Home").toolbar(.hidden, for: .navigationBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(Pipeline.frames(try Pipeline.layout(view), named: "TabView").count == 1)
    }

    @Test func editableListsDrawTheirRowsAtRest() throws {
        let names = ["Anna", "Ben", "Cleo"]
        var selected: String? = nil
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let plain = try SVGRenderer(content: List(names, id: \.self) { Text($0) }, size: size).svg()
        let editable = try SVGRenderer(content: List(.constant(names), id: \.self, editActions: .all) { Text($0.wrappedValue) },
                                       size: size).svg()
        let selectable = try SVGRenderer(content: List(.constant(names), id: \.self, editActions: .delete, selection: selection) {
            Text($0.wrappedValue)
        }, size: size).svg()
        let inForEach = try SVGRenderer(content: List { ForEach(.constant(names), id: \.self, editActions: .move) { Text($0.wrappedValue) } },
                                        size: size).svg()
        #expect(editable == plain && selectable == plain && inForEach == plain)
        #expect(plain.contains("aria-label=\"Anna\"") && plain.contains("aria-label=\"Cleo\""))
    }

    @Test func editActionsNameTheOperationsTheCollectionAllows() {
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<[Int]>.all.rawValue == 3)
        #expect(EditActions<[Int]>.delete.rawValue == 1 && EditActions<[Int]>.move.rawValue == 2)
        #expect(EditActions<Set<Int>>.all.isEmpty, "a set can neither move nor (by index) delete")
    }

    @Test func listOverARangeHasARowPerInteger() throws {
        let l = try Pipeline.layout(List(0..<3) { i in Text("Row \(i)") })
        let rows = Pipeline.frames(l, named: "Text")
        #expect(rows.count == 3)
        #expect(rows.map(\.minY) == rows.map(\.minY).sorted(), "top to bottom")
        let ranged = try SVGRenderer(content: List(0..<3) { i in Text("Row \(i)") }, size: size).svg()
        let looped = try SVGRenderer(content: List { ForEach(0..<3) { i in Text("Row \(i)") } }, size: size).svg()
        #expect(ranged == looped && ranged.contains("aria-label=\"Row 2\""))
    }

    @Test func colorsDescribeThemselvesAsSwiftUIDoes() {
        #expect(Color.orange.description == "orange")
        #expect(Color.primary.description == "primary")
        #expect(Color.accentColor.description == "accentColor")
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "#FF000080")
        #expect(Color(white: 1).description == "white", "equal to a standard colour")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
        #expect("\(Color.red)" == "red")
    }

    @Test func stepperInitialisersDrawTheLabelAndThePill() throws {
        var count = 3
        let value = Binding(get: { count }, set: { count = $0 })
        let reference = try SVGRenderer(content: Stepper { Text("Custom") } onIncrement: {} onDecrement: {}, size: size).svg()
        let trailing = try SVGRenderer(content: Stepper(onIncrement: {}, onDecrement: {}) { Text("Custom") }, size: size).svg()
        let unbounded = try SVGRenderer(content: Stepper(value: value, step: 5) { Text("Custom") }, size: size).svg()
        let title = "Custom"
        let titled = try SVGRenderer(content: Stepper(title, value: value, in: 0...10), size: size).svg()
        let keyed = try SVGRenderer(content: Stepper("Custom", onIncrement: nil, onDecrement: nil), size: size).svg()
        #expect(trailing == reference)
        #expect(unbounded == reference)
        #expect(titled == reference)
        #expect(keyed == reference)
        #expect(reference.contains("aria-label=\"Custom\""))
        let l = try Pipeline.layout(Stepper(onIncrement: {}, onDecrement: {}) { Text("Custom") })
        #expect(Pipeline.frames(l, named: "Image").count == 2, "the − and + glyphs")
        #expect(count == 3, "a picture never steps")
    }

    @Test func everyNavigationViewStyleDrawsAStack() throws {
        func screen() -> some View { NavigationView { List { Text("Wi-Fi") }.navigationTitle("Settings") } }
        let plain = try SVGRenderer(content: screen(), device: .iPhone15Pro).svg()
        for styled in [try SVGRenderer(content: screen().navigationViewStyle(StackNavigationViewStyle()), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.stack), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.columns), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(DoubleColumnNavigationViewStyle()), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.automatic), device: .iPhone15Pro).svg()] {
            #expect(styled == plain)
        }
        #expect(plain.contains("aria-label=\"Settings\"") && plain.contains("aria-label=\"Wi-Fi\""))
    }

    @Test func actionSheetIsDrawnAsAConfirmationDialogWithItsTitle() throws {
        let base = Text("Profile")
        let sheet = try SVGRenderer(content: base.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Edit your photo"), buttons: [.destructive(Text("Remove")), .cancel()])
        }, device: .iPhone15Pro).svg()
        let dialog = try SVGRenderer(content: base.confirmationDialog("Edit your photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Remove", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }, device: .iPhone15Pro).svg()
        #expect(sheet == dialog)
        #expect(sheet.contains("aria-label=\"Edit your photo\"") && sheet.contains("aria-label=\"Remove\""))
        #expect(sheet.contains("#FF3B30"), "the destructive button is red")
        let closed = try SVGRenderer(content: base.actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("Edit")) },
                                     device: .iPhone15Pro).svg()
        #expect(try closed == SVGRenderer(content: base, device: .iPhone15Pro).svg())
        struct Photo: Identifiable { let id = 1 }
        let byItem = try SVGRenderer(content: base.actionSheet(item: .constant(Photo())) { _ in
            ActionSheet(title: Text("Edit your photo"), buttons: [.destructive(Text("Remove")), .cancel()])
        }, device: .iPhone15Pro).svg()
        #expect(byItem == sheet)
    }
}
