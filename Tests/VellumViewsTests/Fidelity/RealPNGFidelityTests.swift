import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumText
@testable import VellumViews

/// Geometry measured in PNGs that real SwiftUI drew (swift-snapshot-testing references in public
/// repositories; sources and numbers in docs/reference/fidelity-real-pngs.md).
@Suite struct RealPNGFidelityTests {
    /// The frame and text of the placed text drawn with `string`.
    static func text(_ string: String, in result: LayoutResult) -> (frame: CGRect, text: StyledText, options: TextOptions)? {
        for id in result.placedIDs {
            if case .text(let t, let o, _)? = result.nodes[id].drawing, t.string == string { return (result.frames[id], t, o) }
        }
        return nil
    }

    /// The frames of the placed shapes filled with `color`, in preorder.
    static func fills(_ color: RGBAColor, in result: LayoutResult) -> [CGRect] {
        result.placedIDs.compactMap { id in
            if case .fill(_, let p, _)? = result.nodes[id].drawing, case .color(let c) = p.kind, c == color { return result.frames[id] }
            return nil
        }
    }

    /// PREFIRE's `Capsule()` behind a 375 × 68 pt frame (iOS 17): 2.25 pt from each end its top edge is
    /// 22.48 pt down and 30.25 pt in still 0.67 pt down, fuller than a semicircle (21.84 and 0.21).
    @Test func capsuleEndsAreFullerThanSemicircles() {
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 375, height: 68))
        func top(_ x: CGFloat) -> CGFloat {
            var lo: CGFloat = 0, hi: CGFloat = 34
            for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: x, y: m)) { hi = m } else { lo = m } }
            return hi
        }
        #expect(abs(top(375 - 2.25) - 22.48) < 0.3)
        #expect(abs(top(2.25) - 22.48) < 0.3)
        #expect(abs(top(375 - 30.25) - 0.67) < 0.3)
        #expect(abs(Capsule(style: .circular).path(in: CGRect(x: 0, y: 0, width: 375, height: 68))
            .boundingRect.width - 375) < 0.001)
    }

    /// The cards are 20 pt from both sides at 375 pt (ScanNow), 390 pt (Foodybite, vault-ios) and 428 pt
    /// (approach), 16 pt at 320 pt (SpeakList).
    @Test func listCardMarginsFollowTheListsWidth() {
        #expect(ListMarginLayout.margin(forWidth: 428) == 20)
        #expect(ListMarginLayout.margin(forWidth: 390) == 20)
        #expect(ListMarginLayout.margin(forWidth: 375) == 20)
        #expect(ListMarginLayout.margin(forWidth: 320) == 16)
        #expect(ListMarginLayout.margin(forWidth: nil) == 16)
    }

    /// The rows, headers and footers are inset by the list's margin: text 20 pt inside the card at 375 pt
    /// (ScanNow: text ink from 40.67 pt, separator from 40.0), 16 pt at 320 pt (SpeakList: ink from 33.0,
    /// separator from 32.0, header ink from 33.0). Plain rows by the list's own width.
    @MainActor @Test func listRowInsetIsTheListsMargin() throws {
        for (width, margin) in [(CGFloat(320), CGFloat(16)), (375, 20), (390, 20)] {
            let device = Device(name: "w\(Int(width))", size: CGSize(width: width, height: 700), scale: 3)
            let screen = try DeviceLayout.layout(List { Section { Text("Eggs"); Text("Milk") } header: { Text("Kroger") } footer: { Text("Two items") } }, device: device)
            let eggs = try #require(Self.text("Eggs", in: screen)?.frame), header = try #require(Self.text("KROGER", in: screen)?.frame)
            let footer = try #require(Self.text("Two items", in: screen)?.frame)
            #expect(abs(eggs.minX - 2 * margin) < 0.01, "row text at \(width) pt: \(eggs.minX)")
            #expect(abs(header.minX - 2 * margin) < 0.01, "header at \(width) pt: \(header.minX)")
            #expect(abs(footer.minX - 2 * margin) < 0.01, "footer at \(width) pt: \(footer.minX)")
            let separator = try #require(Self.fills(RGBAColor(60, 60, 67, 0.29), in: screen).first)
            #expect(abs(separator.minX - 2 * margin) < 0.01 && abs(separator.maxX - (width - margin)) < 0.01, "\(separator)")
        }
        let plain = try DeviceLayout.layout(List { Text("Eggs") }.listStyle(.plain),
                                            device: Device(name: "w320", size: CGSize(width: 320, height: 568), scale: 2))
        #expect(abs(try #require(Self.text("Eggs", in: plain)?.frame).minX - 16) < 0.01)
    }

    /// The measured header and footer metrics: header 6 pt above its card, first header 17 pt down; a
    /// footer's text frame 5.67 pt below its card (vault-ios: ink 8.67 pt below).
    @Test func listRowAndHeaderMetrics() {
        #expect(ListMetrics.iOS18.headerBottom == 6)
        #expect(ListMetrics.iOS18.listTop == 17)
        #expect(ListMetrics.iOS18.footerTop == 5.67)
    }

    /// A tab bar with no home indicator (SpeakList, 320 × 568, iOS 17): the bar is 49 pt tall, its titles
    /// 10 pt with their baseline at 564.0 pt, 45 pt below the bar's top; the icons end 14 pt above it.
    @MainActor @Test func tabItemsSitOnTheMeasuredBaseline() throws {
        let device = Device(name: "w320", size: CGSize(width: 320, height: 568), scale: 3)
        let view = TabView {
            Text("Plan page").tabItem { Label("Plan", systemImage: "cart") }
            Text("Stores page").tabItem { Label("Stores", systemImage: "house") }
        }
        let screen = try DeviceLayout.layout(view, device: device)
        let title = try #require(Self.text("Plan", in: screen))
        let baseline = title.frame.minY + DeviceLayout.text.measure(title.text, options: title.options, width: title.frame.width).firstBaseline
        #expect(abs(baseline - 564) < 0.34, "\(baseline)")
        #expect(title.text.runs[0].font.size == 10 && title.text.runs[0].font.weight == 500)
        // The icons' ink (their frames reach a symbol margin lower).
        let icons = screen.placedIDs.compactMap { id -> CGRect? in
            guard case .leaf(.glyph) = screen.nodes[id].kind, case .layers(let layers, _)? = screen.nodes[id].drawing,
                  screen.frames[id].minY > 500 else { return nil }
            return layers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }.offsetBy(dx: screen.frames[id].minX, dy: screen.frames[id].minY)
        }
        #expect(icons.count == 2)
        #expect(icons.allSatisfy { abs($0.maxY - (564 - 14)) < 0.34 && $0.height > 20 }, "\(icons)")
    }

    /// A large title sits below the 44 pt bar row whether or not the bar has items (vault-ios: ink
    /// 54.67–80.33 pt on a canvas without a safe area), its baseline 36.33 pt below the row up to
    /// xxLarge, then its point size less 1.67 (SpeakList: 82.33 pt at xxxLarge, 86.33 at AX1).
    @MainActor @Test func largeTitleBaselineBelowTheBarRow() throws {
        let device = Device(name: "w390", size: CGSize(width: 390, height: 700), scale: 3)
        func baseline(_ size: DynamicTypeSize, items: Bool) throws -> CGFloat {
            let view = NavigationStack {
                Text("Body").navigationTitle("Plan").toolbar { if items { Button("Add") {} } }
            }.dynamicTypeSize(size)
            let title = try #require(Self.text("Plan", in: try DeviceLayout.layout(view, device: device)))
            return title.frame.minY + DeviceLayout.text.measure(title.text, options: title.options, width: title.frame.width).firstBaseline
        }
        #expect(abs(try baseline(.large, items: false) - 80.33) < 0.34)
        #expect(abs(try baseline(.large, items: true) - 80.33) < 0.34)
        #expect(abs(try baseline(.xSmall, items: true) - 80.33) < 0.34)
        #expect(abs(try baseline(.xxxLarge, items: true) - 82.33) < 0.34)
        #expect(abs(try baseline(.accessibility1, items: true) - 86.33) < 0.34)
    }

    /// Rows given straight to a List (no headed section): the first card starts 35 pt below the safe
    /// area (iOS 18, iPhone 13 Pro, medium text); a headed first section keeps its header 17 pt down.
    @MainActor @Test func headerlessListStartsThirtyFivePointsDown() throws {
        let top = Device.iPhone15Pro.safeAreaInsets.top
        let plain = try DeviceLayout.layout(List { Text("One"); Text("Two") })
        let card = try #require(DeviceLayout.frames(plain, named: "Section").first)
        #expect(abs(card.minY - (top + 35)) < 0.5, "\(card)")
        let headed = try DeviceLayout.layout(List { Section("Header") { Text("One") } })
        let section = try #require(DeviceLayout.frames(headed, named: "Section (headed)").first)
        #expect(abs(section.minY - (top + 17)) < 0.5, "\(section)")
    }

    /// Lines of body text are 21 pt apart at medium and 56 pt apart at AX4 (sample-json-app MovieDetailsView).
    @Test func bodyLinePitchIsTheTextStyleLeading() {
        let medium = Font.body.resolved(dynamicTypeSize: .medium)
        #expect(abs(medium.size * ResolvedFont.systemLineHeight + medium.lineGap - 21) < 0.001)
        let ax4 = Font.body.resolved(dynamicTypeSize: .accessibility4)
        // 47 pt lines are 56.09 tall, more than the leading: no gap is added (56.09 against 56.0 measured).
        #expect(abs(ax4.size * ResolvedFont.systemLineHeight + ax4.lineGap - 56) < 0.1)
        // A font of a fixed size has no gap.
        #expect(Font.system(size: 16).resolved().lineGap == 0)
    }

    /// The overview paragraph's six lines at medium: line tops 21 pt apart, first line at the top.
    @Test func paragraphLinesAreTwentyOnePointsApart() throws {
        let text = "Set more than a decade after the events of the first film, learn the story of the Sully family (Jake, Neytiri, and their kids), the trouble that follows them, the lengths they go to keep each other safe, the battles they fight to stay alive, and the tragedies they endure."
        let font = Font.body.resolved(dynamicTypeSize: .medium)
        let m = DeviceLayout.text.measure(StyledText(text, font: font), options: TextOptions(), width: 358)
        // 6 lines: 19.094 for the first, 21 for each further one, rounded up to the pixel grid.
        #expect(abs(m.size.height - (19.094 + 5 * 21)).magnitude < 0.34)
    }

    /// home-assistant's ListPicker (HA1, iOS 18.2, iPhone 13, medium): separators at 536, 668 and 800 px
    /// (@3x), 44 pt apart, from x = 40 pt to the card's edge; each lies over its row's last pixel row.
    @MainActor @Test func insetGroupedRowsAreFortyFourPointsWithTheirSeparator() throws {
        let list = List { Section("Section 1") { Text("Abc"); Text("aaaa"); Text("bbbb"); Text("ccccc") } }
        let layout = try DeviceLayout.layout(list)
        let rows = DeviceLayout.frames(layout, named: "ListRow")
        let lines = DeviceLayout.frames(layout, named: "Divider")
        #expect(rows.count == 4 && lines.count == 3)
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.minY - a.minY - 44) < 0.01, "\(a) \(b)") }
        for (row, line) in zip(rows, lines) {
            #expect(abs(line.maxY - row.maxY) < 0.01 && abs(line.height - 1.0 / 3) < 0.01, "\(row) \(line)")
            #expect(abs(line.minX - 40) < 0.01 && abs(line.maxX - 373) < 0.01, "\(line)")
        }
    }
}
