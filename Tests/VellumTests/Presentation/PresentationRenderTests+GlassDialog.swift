import Foundation
import Testing
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport
@testable import Vellum
@testable import VellumScreen

/// iOS 26's confirmation dialog: a glass card by the view that presents it
/// (PresentationMetrics.GlassDialog, PresentationStageMetrics.glassDialogGap).
extension PresentationRenderTests {
    /// A 120 × 44 black block presenting a dialog, centred at (100, 200) in
    /// the safe area, on a black screen.
    struct BlockPresenter: View {
        var body: some View {
            ZStack {
                Color.black.ignoresSafeArea()
                Color.black.frame(width: 120, height: 44)
                    .confirmationDialog("Delete draft?", isPresented: .constant(true), titleVisibility: .visible) {
                        Button("Delete Draft", role: .destructive) {}
                        Button("Save Draft") {}
                        Button("Cancel", role: .cancel) {}
                    }
                    .position(x: 100, y: 200)
            }
        }
    }

    @Test("iOS 26: the dialog is a 280 pt card 8 pt below its presenter, above it without room below, else centred")
    func theIOS26DialogSitsByItsPresenter() throws {
        let dialog = home.confirmationDialog("Delete draft?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete Draft", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        var (p, composer) = try presented(dialog.environment(\.platformLook, .iOS26))
        #expect(p.presenter != nil, "iOS 26's dialog knows its presenter")
        p.anchor = CGRect(x: 16, y: 200, width: 100, height: 44)
        let below = composer.glassDialogFrame(p)
        #expect(below.width == 280)
        #expect(below.minY == 252, "8 pt below the presenter")
        #expect(below.minX == 16, "kept 16 pt inside the screen's side")
        p.anchor = CGRect(x: 250, y: 760, width: 120, height: 44)
        let above = composer.glassDialogFrame(p)
        #expect(above.maxY == 752, "8 pt above the presenter, with no room below")
        #expect(abs(above.maxX - (393 - 16)) < 0.01)
        p.anchor = CGRect(x: 0, y: 0, width: 393, height: 852)
        let centred = composer.glassDialogFrame(p)
        #expect(abs(centred.midY - (59 + 818) / 2) < 0.5 && abs(centred.midX - 196.5) < 0.5, "a whole screen's dialog is centred")
        // iOS 18 marks no presenter: its action sheet sits at the bottom.
        #expect(try presented(dialog).0.presenter == nil)
    }

    @Test("iOS 26: the dialog is drawn below the view presenting it, without Cancel, over the undimmed screen")
    func theIOS26DialogIsDrawnByItsPresenter() throws {
        var renderer = SVGRenderer(content: BlockPresenter(), device: .iPhone15Pro)
        renderer.platformLook = .iOS26
        let drawn = try renderer.svg()
        let labels = try SVGQuery(drawn).labels
        #expect(labels.contains("Delete draft?") && labels.contains("Delete Draft") && labels.contains("Save Draft"))
        #expect(!labels.contains("Cancel"), "iOS 26 draws no cancel button: tapping outside cancels")
        #expect(try SVGQuery(drawn).within(label: "Delete Draft").values(of: "fill") == ["#FF3B30"], "the destructive action is red")
        // The block spans y 237–281 on screen (59 + 200 ± 22); the card starts 8 pt below it, 16 pt from the left edge.
        let p = try pixels(drawn, "dialog-ios26", [(150, 285), (150, 293), (10, 330), (20, 330), (200, 330)])
        #expect(p[0].prefix(3).allSatisfy { $0 < 10 }, "\(p[0])")          // the black screen above the card
        #expect(p[1].prefix(3).allSatisfy { $0 > 200 }, "\(p[1])")         // the card
        #expect(p[2].prefix(3).allSatisfy { $0 < 10 }, "\(p[2])")          // the screen beside it
        #expect(p[3].prefix(3).allSatisfy { $0 > 200 }, "\(p[3])")
        #expect(p[4].prefix(3).allSatisfy { $0 > 200 }, "\(p[4])")
        // Not dimmed: the list screen beside a dialog keeps its colour.
        var listRenderer = SVGRenderer(content: home.confirmationDialog("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        }, device: .iPhone15Pro)
        listRenderer.platformLook = .iOS26
        let page = try pixels(try listRenderer.svg(), "dialog-ios26-page", [(4, 700)])
        #expect(near(page[0], (242, 242, 247)), "\(page[0])")
    }

    @Test("iOS 26: the dialog's card is 280 pt wide, one 44 pt row per action 8 pt inside it, the title above them")
    func theIOS26DialogCardsRows() throws {
        let view = home.confirmationDialog("Delete draft?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete Draft", role: .destructive) {}
            Button("Save Draft") {}
            Button("Cancel", role: .cancel) {}
        }.environment(\.platformLook, .iOS26)
        let (p, _) = try presented(view)
        let layout = LayoutEngine.layout(p.content, fitting: ProposedViewSize(width: 361, height: nil), text: DeviceLayout.text, displayScale: 3)
        let card = layout.root.frame
        #expect(card.width == 280)
        var texts: [String: CGRect] = [:]
        func visit(_ n: PlacedNode) {
            if case .text(let t, _, _)? = layout.nodes[n.id].drawing { texts[t.string] = n.frame }
            n.children.forEach(visit)
        }
        visit(layout.root)
        #expect(texts["Cancel"] == nil, "no cancel row")
        let delete = try #require(texts["Delete Draft"]), save = try #require(texts["Save Draft"]), title = try #require(texts["Delete draft?"])
        #expect(abs((save.midY - delete.midY) - 44) < 0.34, "44 pt rows (to the pixel)")
        #expect(abs(save.midY - (card.maxY - 8 - 22)) < 0.34, "the last row 8 pt above the card's bottom")
        #expect(title.maxY < delete.minY && abs(title.midX - card.midX) < 0.5, "the title centred above the rows")
    }

    @Test("iOS 26: a dialog with nothing but Cancel keeps it, so the card is not empty")
    func theIOS26DialogKeepsALoneCancel() throws {
        for actions in [AnyView(Button("Cancel", role: .cancel) {}), AnyView(EmptyView())] {
            var renderer = SVGRenderer(content: home.confirmationDialog("Leave?", isPresented: .constant(true)) { actions }, device: .iPhone15Pro)
            renderer.platformLook = .iOS26
            #expect(try SVGQuery(renderer.svg()).labels.contains("Cancel"))
        }
    }

    @Test("iOS 26: a bar button's dialog starts 8 pt below its glass circle, not below its symbol")
    func theIOS26DialogHangsFromTheBarButtonsGlass() throws {
        let view = NavigationStack {
            List { Text("Inbox") }.navigationTitle("Mail").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Delete", systemImage: "trash") {}
                        .confirmationDialog("Delete mailbox?", isPresented: .constant(true), titleVisibility: .visible) {
                            Button("Delete", role: .destructive) {}
                        }
                }
            }
        }
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        renderer.platformLook = .iOS26
        // The bar's 44 pt glass circle spans y 59–103 under the status bar; the card starts at 111, 16 pt from the right edge.
        let p = try pixels(try renderer.svg(), "dialog-ios26-bar", [(300, 108), (300, 114), (380, 150), (370, 150)])
        #expect(near(p[0], (242, 242, 247)), "the page between the circle and the card: \(p[0])")
        #expect(p[1][0] > 247, "the card: \(p[1])")
        #expect(near(p[2], (242, 242, 247)), "the page right of the card: \(p[2])")
        #expect(p[3][0] > 247, "the card 16 pt from the edge: \(p[3])")
    }

    @Test("iOS 26: a dialog presented from a sheet's content springs from its presenter there")
    func aNestedIOS26DialogFindsItsPresenter() throws {
        let view = home.sheet(isPresented: .constant(true)) {
            ZStack {
                Color.black.ignoresSafeArea()
                Color.black.frame(width: 120, height: 44)
                    .confirmationDialog("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
            }
        }
        let (p, composer) = try presented(view.environment(\.platformLook, .iOS26))
        var nested = try #require(p.nested.first)
        let presenter = try #require(nested.presenter)
        _ = try composer.compose([], p)
        let frame = try #require(composer.presenters.frames[presenter])
        #expect(frame.size == CGSize(width: 120, height: 44))
        nested.anchor = frame
        #expect(abs(composer.glassDialogFrame(nested).minY - (frame.maxY + 8)) < 0.01)
        // Drawn: the large sheet's content spans y 81–818, the block 427.5–471.5; the card starts 8 pt below it
        // (centred on the screen, it would cover y 420).
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        renderer.platformLook = .iOS26
        let drawn = try pixels(try renderer.svg(), "dialog-ios26-sheet", [(196, 420), (196, 485)])
        #expect(drawn[0].prefix(3).allSatisfy { $0 < 10 }, "the sheet above the block: \(drawn[0])")
        #expect(drawn[1].prefix(3).allSatisfy { $0 > 200 }, "the card below it: \(drawn[1])")
    }
}
