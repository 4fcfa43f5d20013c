import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `actionSheet(isPresented:content:)` and `actionSheet(item:content:)` draw a confirmation dialog with its title.
@Suite struct ActionSheetTests {
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
        let drawn = try SVGQuery(sheet)
        #expect(drawn.labels.contains("Edit your photo") && drawn.labels.contains("Remove"))
        #expect(drawn.within(label: "Remove").values(of: "fill") == ["#FF3B30"], "the destructive button is red")
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
