import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Cases checked against what iOS 18.5 and 26.2 simulators read, in
/// cashapp/AccessibilitySnapshot's SwiftUI demo references
/// (`Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/…SwiftUIRendererTests/test<Demo>_18_5_402x874@3x.png`):
/// the numbers and strings here are those the references show, the views
/// small ones written here.
@Suite @MainActor struct AccessibilityIOSReferenceTests {
    func elements(_ view: some View, size: CGSize = CGSize(width: 320, height: 480)) throws -> [AccessibilityElement] {
        try SVGRenderer(content: view, size: size).accessibilityElements()
    }

    /// `testUnspokenTraitsDemo_18_5_402x874@3x.png` (and `_26_2_`): a text
    /// 36 pt tall, as wide as its 280 pt column, padded and on a grey
    /// background, with a trait added outside them, is outlined over the
    /// whole 280 × 36 background, not just its glyphs.
    @Test("A trait added outside a text's padding and background gives the element the whole background")
    func traitOutsideBackground() throws {
        let row = Text(".playsSound")
            .frame(height: 36)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
            .background(Color.gray)
            .accessibilityAddTraits(.playsSound)
        let e = try elements(VStack(spacing: 0) { row; Text("Plain").padding(20) }.frame(width: 280))
        #expect(e.count == 2)
        #expect(e[0].frame.size == CGSize(width: 280, height: 36))
        #expect(e[0].traits.contains(.playsSound))
        // Padding alone, with no accessibility modifier outside it, leaves a text its own frame.
        #expect(e[1].frame.width < 100 && e[1].frame.height < 30)
    }

    /// `testCustomActionsDemo_18_5_402x874@3x.png` (and `_26_2_`): a
    /// combined, labelled row with five `accessibilityActions` buttons is
    /// one element whose "Actions Available" list the block's buttons last
    /// first: Delete, Archive, Forward, Reply, Add to favorites.
    @Test("accessibilityActions lists the block's buttons on the element, last first")
    func customActions() throws {
        let row = HStack { Text("Mail"); Text("Preview") }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Mail. Preview")
            .accessibilityActions {
                Button("Add to favorites") {}
                Button("Reply") {}
                Button("Delete", role: .destructive) {}
            }
        let e = try elements(VStack { row })
        #expect(e.map(\.label) == ["Mail. Preview"])
        #expect(e[0].actions == ["Delete", "Reply", "Add to favorites"])
        let tree = try SVGRenderer(content: row, size: CGSize(width: 320, height: 100)).accessibilityTree()
        #expect(tree.contains(#"actions=["Delete", "Reply", "Add to favorites"]"#), "\(tree)")
        // Combining merges the children's actions ("merges properties from all non-hidden children",
        // Apple, `AccessibilityChildBehavior.combine`); ignoring them drops them.
        let child = { Text("Pinned").accessibilityAction(named: "Unpin") {} }
        let combined = try elements(HStack { child(); Text("Note") }.accessibilityElement(children: .combine))
        #expect(combined.map(\.label) == ["Pinned, Note"] && combined.first?.actions == ["Unpin"])
        let ignored = try elements(HStack { child(); Text("Note") }.accessibilityElement(children: .ignore).accessibilityLabel("Note"))
        #expect(ignored.first?.actions == [])
        // A named action given on its own is listed too.
        let named = try elements(Text("Note").accessibilityAction(named: "Pin") {})
        #expect(named.first?.actions == ["Pin"])
    }

    /// `testCustomContentDemo_18_5_402x874@3x.png` (and `_26_2_`): a
    /// product card's "More Content Available" reads "Rating: 4.5 stars from
    /// 2,847 reviews" and, marked important (bold), "SKU: WH-1000XM5"; the
    /// count is formatted with a grouping separator by the string's
    /// interpolation.
    @Test("accessibilityCustomContent lists label: value pieces, the important marked high")
    func customContent() throws {
        let reviews = 2847
        let card = VStack { Text("Wireless Headphones"); Text("$149.99") }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Wireless Headphones, $149.99")
            .accessibilityCustomContent("Rating", "4.5 stars from \(reviews) reviews")
            .accessibilityCustomContent("SKU", "WH-1000XM5", importance: .high)
        let e = try elements(card)
        #expect(e.count == 1)
        #expect(e[0].customContent.map { "\($0.label): \($0.value)" } == ["Rating: 4.5 stars from 2,847 reviews", "SKU: WH-1000XM5"])
        #expect(e[0].customContent.map(\.isHigh) == [false, true])
        let tree = try SVGRenderer(content: card, size: CGSize(width: 320, height: 100)).accessibilityTree()
        #expect(tree.contains(#"content=["Rating: 4.5 stars from 2,847 reviews", "SKU: WH-1000XM5" high]"#), "\(tree)")
        // A later piece under the same key's identifier replaces the earlier one; nil removes it.
        let replaced = try elements(Text("Card").accessibilityCustomContent(AccessibilityCustomContentKey("Stock", id: "s"), Text("3"))
            .accessibilityCustomContent(AccessibilityCustomContentKey("In stock", id: "s"), Text("2"))
            .accessibilityCustomContent("Colour", "Red")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Colour"), nil))
        #expect(replaced.first?.customContent.map { "\($0.label): \($0.value)" } == ["In stock: 2"])
        let json = try SVGRenderer(content: card, size: CGSize(width: 320, height: 100)).accessibilityTreeJSON()
        #expect(json.contains(#""importance" : "high""#), "\(json)")
    }

    /// `testUnspokenTraitsDemo_18_5_402x874@3x.png`: the `.supportsZoom` row,
    /// given `accessibilityZoomAction` outside its padding and background, is
    /// outlined over the whole 280 × 36 row, as the rows with traits are.
    @Test("accessibilityZoomAction gives the element inside the modified view's frame")
    func zoomAction() throws {
        let row = Text(".supportsZoom").frame(height: 36).frame(maxWidth: .infinity).background(Color.gray)
            .accessibilityZoomAction { _ in }
        let e = try elements(row.frame(width: 280))
        #expect(e.map(\.label) == [".supportsZoom"])
        #expect(e[0].frame.size == CGSize(width: 280, height: 36))
    }

    /// `testCustomRotorsDemo_18_5_402x874@3x.png` (and `_26_2_`): a rotor on
    /// a text whose entries name rows by identifier in a namespace lists
    /// those rows by their own labels ("Garden Salad, $9, Vegan"), not by
    /// the entries' texts ("Garden Salad"), in the entries' order.
    @Test("accessibilityRotor's entries read as the elements they move to")
    func rotors() throws {
        let e = try elements(RotorMenu())
        #expect(e.map(\.label) == ["Menu", "Salad, $9, Vegan", "Steak, $28", "Wrap, $11, Vegan"])
        #expect(e[0].rotors.map(\.name) == ["Vegan Options"])
        #expect(e[0].rotors.first?.entries.map(\.label) == ["Salad, $9, Vegan", "Wrap, $11, Vegan", "Soup"])
        let tree = try SVGRenderer(content: RotorMenu(), size: CGSize(width: 320, height: 480)).accessibilityTree()
        #expect(tree.contains(#"rotor "Vegan Options"=["Salad, $9, Vegan", "Wrap, $11, Vegan", "Soup"]"#), "\(tree)")
    }
}

/// `testSwiftUITableDemo_18_5_402x874@3x.png`: a three-column `Table` of
/// three sales on an iPhone shows its first column only, each row one
/// element labelled with it ("Q1", "Q2", "Q3") over the whole row: the
/// table's full width and 44 pt tall (52 pt in the 26.2 reference).
extension AccessibilityIOSReferenceTests {
    struct Sale: Identifiable {
        let id: Int
        let quarter: String
        let revenue: String
    }

    @Test("A Table on iPhone is read row by row, each row its first column over the whole row")
    func table() throws {
        let sales = [Sale(id: 1, quarter: "Q1", revenue: "$10"), Sale(id: 2, quarter: "Q2", revenue: "$15"),
                     Sale(id: 3, quarter: "Q3", revenue: "$12")]
        let table = Table(sales) {
            TableColumn("Quarter", value: \.quarter)
            TableColumn("Revenue", value: \.revenue)
        }
        let e = try elements(table.frame(width: 300, height: 220))
        #expect(e.map(\.label) == ["Q1", "Q2", "Q3"])
        #expect(e.allSatisfy { $0.frame.width == 300 && $0.frame.height == 44 }, "\(e.map(\.frame))")
        #expect(e[1].frame.minY - e[0].frame.minY == 44)
    }
}

/// A menu whose vegan rows a rotor lists; "soup" names no row on the picture,
/// so its entry keeps its own text.
private struct RotorMenu: View {
    @Namespace private var menu
    private let rows = [("salad", "Salad", "$9", true), ("steak", "Steak", "$28", false), ("wrap", "Wrap", "$11", true)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Menu").accessibilityRotor("Vegan Options") {
                ForEach(rows.filter(\.3), id: \.0) { row in
                    AccessibilityRotorEntry(Text(row.1), id: row.0, in: menu)
                }
                AccessibilityRotorEntry("Soup", id: "soup", in: menu)
            }
            ForEach(rows, id: \.0) { row in
                HStack { Text(row.1); Text(row.2) }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("\(row.1), \(row.2)\(row.3 ? ", Vegan" : "")")
                    .accessibilityRotorEntry(id: row.0, in: menu)
            }
        }
    }
}
