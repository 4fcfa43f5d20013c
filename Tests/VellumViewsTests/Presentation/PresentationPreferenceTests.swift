import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

/// The presentation a lowered view tree sets as its preference.
@Suite("Presentation preference")
@MainActor struct PresentationPreferenceTests {
    /// The presentation `view` presents, lowered where presentations present.
    func presented<V: View>(_ view: V, _ update: (inout EnvironmentValues) -> Void = { _ in }) throws -> Presentation? {
        let nodes = try lower(view) { $0.presentsModally = true; update(&$0) }
        return LoweredPreferences([PresentationKey.self]).values(of: nodes)[PresentationKey.self]
    }

    /// Every string a node tree draws, depth first.
    func strings(_ node: LayoutNode) -> [String] {
        var out: [String] = []
        func visit(_ n: LayoutNode) {
            if case .text(let t, _, _)? = n.drawing { out.append(t.string) }
            n.children.forEach(visit)
        }
        visit(node)
        return out
    }

    struct Row: Identifiable { let id: Int; let title: String }

    @Test func unpresentedReportsNothing() throws {
        let view = Text("Home")
            .sheet(isPresented: .constant(false)) { Text("Sheet") }
            .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
            .confirmationDialog("Dialog", isPresented: .constant(false)) { Button("Go") {} }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            .popover(isPresented: .constant(false)) { Text("Popover") }
            .sheet(item: .constant(Row?.none)) { Text($0.title) }
        #expect(try presented(view) == nil)
    }

    @Test func presentedSheetReportsItsContent() throws {
        let p = try #require(try presented(Text("Home").sheet(isPresented: .constant(true)) { Text("Sheet body") }))
        #expect(p.style == .sheet)
        #expect(strings(p.content) == ["Sheet body"])
    }

    @Test func itemSheetGetsTheItem() throws {
        let p = try #require(try presented(Text("Home").sheet(item: .constant(Row(id: 1, title: "Row one"))) { Text($0.title) }))
        #expect(strings(p.content) == ["Row one"])
    }

    @Test func firstPresentationInViewOrderWins() throws {
        // In the order the code is written: earlier siblings first, a view's
        // content before its modifier, the first of chained modifiers.
        let view = VStack {
            Text("A").sheet(isPresented: .constant(true)) { Text("First sibling") }
            Text("B").alert("Second sibling", isPresented: .constant(true)) { Button("OK") {} }
        }
        .confirmationDialog("Outer", isPresented: .constant(false)) { Button("Go") {} }
        let p = try #require(try presented(view))
        #expect(strings(p.content) == ["First sibling"])

        let outer = try #require(try presented(view.alert("Outer alert", isPresented: .constant(true)) { Button("OK") {} }))
        #expect(strings(outer.content) == ["First sibling"])
        let chained = try #require(try presented(Text("x")
            .alert("Written first", isPresented: .constant(true)) { Button("OK") {} }
            .sheet(isPresented: .constant(true)) { Text("Written second") }))
        #expect(chained.style == .alert)
        #expect(strings(chained.content).first == "Written first")
    }

    @Test func sheetContentPresentsItsOwnAlert() throws {
        let view = Text("Home").sheet(isPresented: .constant(true)) {
            Text("Sheet").alert("Inner", isPresented: .constant(true)) { Button("OK") {} }
        }
        let p = try #require(try presented(view))
        #expect(p.nested.count == 1)
        #expect(p.nested.first?.style == .alert)
        #expect(strings(p.content) == ["Sheet"])
    }

    @Test func alertButtonsAreOrderedAsIOS() throws {
        let two = try #require(try presented(Text("x").alert("T", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }))
        // Side by side (cancel leading), then the stacked fallback for long titles (cancel last).
        #expect(strings(two.content) == ["T", "Cancel", "Delete", "Delete", "Cancel"])
        let three = try #require(try presented(Text("x").alert("T", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        } message: { Text("M") }))
        #expect(strings(three.content) == ["T", "M", "Save", "Discard", "Cancel"])   // cancel last when stacked
        let none = try #require(try presented(Text("x").alert("T", isPresented: .constant(true)) {}))
        #expect(strings(none.content) == ["T", "OK"])
    }

    @Test func buttonsAreFoundThroughConditionsAndCustomViews() throws {
        struct Actions: View {
            var body: some View { Button("Custom") {} }
        }
        let flag = true
        let p = try #require(try presented(Text("x").alert("T", isPresented: .constant(true)) {
            if flag { Button("If") {} } else { Button("Else") {} }
            Actions()
            ForEach(0..<2) { i in Button("Item \(i)") {} }
        }))
        #expect(strings(p.content) == ["T", "If", "Custom", "Item 0", "Item 1"])
    }

    @Test func destructiveIsRedAndCancelIsSemibold() throws {
        let p = try #require(try presented(Text("x").alert("T", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }))
        var found: [String: (RGBAColor?, Int)] = [:]
        func visit(_ n: LayoutNode) {
            if case .text(let t, _, _)? = n.drawing { found[t.string] = (color(n.drawing), t.runs[0].font.weight) }
            n.children.forEach(visit)
        }
        visit(p.content)
        #expect(found["Delete"]?.0 == RGBAColor(255, 59, 48))
        #expect(found["Cancel"]?.0 == RGBAColor(0, 122, 255))
        #expect(found["Cancel"]?.1 == 600)
        #expect(found["Delete"]?.1 == 400)
    }

    @Test func presentingFormsNeedTheirData() throws {
        let missing: Row? = nil
        #expect(try presented(Text("x").alert("T", isPresented: .constant(true), presenting: missing) { _ in Button("OK") {} }) == nil)
        let p = try #require(try presented(Text("x").alert("T", isPresented: .constant(true), presenting: Row(id: 2, title: "Two")) { row in
            Button(row.title) {}
        } message: { row in Text("About \(row.title)") }))
        #expect(strings(p.content) == ["T", "About Two", "Two"])
    }

    @Test func errorAlertTakesItsTitleFromTheError() throws {
        struct Failure: LocalizedError { var errorDescription: String? { "Upload failed" } }
        let p = try #require(try presented(Text("x").alert(isPresented: .constant(true), error: Failure()) { Button("OK") {} }))
        #expect(strings(p.content) == ["Upload failed", "OK"])
        #expect(try presented(Text("x").alert(isPresented: .constant(true), error: Failure?.none) { Button("OK") {} }) == nil)
    }

    @Test func legacyAlert() throws {
        let p = try #require(try presented(Text("x").alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), message: Text("Gone for good."),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }))
        #expect(strings(p.content).prefix(4) == ["Delete?", "Gone for good.", "Cancel", "Delete"])
        let single = try #require(try presented(Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }))
        #expect(strings(single.content) == ["Saved", "OK"])
    }

    @Test func confirmationDialogHidesItsTitleUnlessVisibleAndAddsCancel() throws {
        let hidden = try #require(try presented(Text("x").confirmationDialog("Title", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        }))
        #expect(hidden.style == .confirmationDialog)
        #expect(strings(hidden.content) == ["Delete", "Cancel"])
        let visible = try #require(try presented(Text("x").confirmationDialog("Title", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Keep", role: .cancel) {}
            Button("Delete", role: .destructive) {}
        } message: { Text("Message") }))
        #expect(strings(visible.content) == ["Title", "Message", "Delete", "Keep"])
    }

    @Test func sheetOptionsReachTheSheet() throws {
        let p = try #require(try presented(Text("x").sheet(isPresented: .constant(true)) {
            VStack {
                Text("Body")
                    .presentationDetents([.medium, .large], selection: .constant(.large))
                    .presentationCornerRadius(24)
                    .presentationDragIndicator(.hidden)
                Text("Later").presentationDetents([.height(10)])   // the first value offered, in view order, wins
            }
        }))
        #expect(Set(p.options.detents ?? []) == [.medium, .large])
        #expect(p.options.selection == .large)
        #expect(p.options.cornerRadius == 24)
        #expect(p.options.showsDragIndicator == false)
    }

    @Test func presentationEnvironmentInsideAndOutside() throws {
        struct Probe: View {
            @Environment(\.isPresented) var isPresented
            @Environment(\.presentationMode) var mode
            @Environment(\.dismiss) var dismiss
            var body: some View { Text(isPresented && mode.wrappedValue.isPresented ? "inside" : "outside") }
        }
        let p = try #require(try presented(Probe().sheet(isPresented: .constant(true)) { Probe() }))
        #expect(strings(p.content) == ["inside"])
        let outside = try lower(Probe())
        #expect(strings(outside[0]) == ["outside"])
        let env = EnvironmentValues()
        env.dismiss()                               // callable, no effect
        var mode = env.presentationMode.wrappedValue
        mode.dismiss()
        #expect(mode.isPresented == false)
    }
}
