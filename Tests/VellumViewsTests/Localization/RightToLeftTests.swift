import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// Right-to-left layout: frames mirror within the view whose direction
/// changes; drawings (text, shapes) are not mirrored.
@Suite struct RightToLeftTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let green = Color(red: 0, green: 1, blue: 0)
    private func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    @Test func hstackPlacesItsFirstChildOnTheRight() throws {
        let row = HStack { Text("First"); Spacer(); Text("Second") }
        let ltr = try LaidOutScreen(row)
        let rtl = try LaidOutScreen(rtl(row))
        let first = try #require(rtl.text("First")), second = try #require(rtl.text("Second"))
        #expect(first.maxX == 393)
        #expect(second.minX == 0)
        // A mirror: each frame's distance from the left edge is the other's from the right.
        #expect(try #require(ltr.text("First")).minX == 393 - first.maxX)
        #expect(first.width == ltr.text("First")?.width)
    }

    @Test func leadingAlignmentAndPaddingAreOnTheRight() throws {
        let view = VStack(alignment: .leading) {
            red.frame(width: 200, height: 10)
            blue.frame(width: 50, height: 10)
        }
        .padding(.leading, 20)
        .frame(width: 300, alignment: .leading)
        let screen = try LaidOutScreen(rtl(view))
        let redFrame = try #require(screen.fills(.init(red: 1, green: 0, blue: 0)).first)
        let blueFrame = try #require(screen.fills(.init(red: 0, green: 0, blue: 1)).first)
        // The 300-wide frame is centred on the 393 screen: 46.5 … 346.5, on the 1/3 pt grid
        // 46.667 … 346.667; leading is its right edge, 20 in.
        #expect(abs(redFrame.maxX - 980.0 / 3) < 1e-9)
        #expect(abs(blueFrame.maxX - 980.0 / 3) < 1e-9)
        #expect(abs(blueFrame.minX - 830.0 / 3) < 1e-9)
    }

    @Test func leftToRightInsideRightToLeftReadsLeftToRightAgain() throws {
        let inner = HStack(spacing: 0) { red.frame(width: 10, height: 10); blue.frame(width: 10, height: 10) }
            .environment(\.layoutDirection, .leftToRight)
        let screen = try LaidOutScreen(rtl(HStack(spacing: 0) { inner; green.frame(width: 10, height: 10) }))
        let redFrame = try #require(screen.fills(.init(red: 1, green: 0, blue: 0)).first)
        let blueFrame = try #require(screen.fills(.init(red: 0, green: 0, blue: 1)).first)
        let greenFrame = try #require(screen.fills(.init(red: 0, green: 1, blue: 0)).first)
        #expect(greenFrame.maxX <= redFrame.minX)      // the outer stack reads right to left …
        #expect(redFrame.maxX == blueFrame.minX)       // … the inner one left to right
    }

    @Test func offsetMovesTheSameWayInBothDirections() throws {
        let view = red.frame(width: 10, height: 10).offset(x: 30).frame(width: 100, alignment: .leading)
        let ltr = try #require(try LaidOutScreen(view).fills(.init(red: 1, green: 0, blue: 0)).first)
        let rtl = try #require(try LaidOutScreen(rtl(view)).fills(.init(red: 1, green: 0, blue: 0)).first)
        // Frame 146.667 … 246.667 (on the 1/3 pt grid): leading left + 30; leading right (236.667) + 30.
        #expect(abs(ltr.minX - 530.0 / 3) < 1e-9)
        #expect(abs(rtl.minX - 800.0 / 3) < 1e-9)
    }

    @Test func multilineLeadingTextIsRightAlignedRightToLeft() throws {
        func alignment(_ nodes: [LayoutNode]) -> TextAlignment? {
            if case .text(_, let o, _)? = firstDrawing(nodes) { return o.alignment }
            return nil
        }
        #expect(alignment(try lower(Text("a"))) == .leading)
        #expect(alignment(try lower(Text("a"), { $0.layoutDirection = .rightToLeft })) == .trailing)
        #expect(alignment(try lower(Text("a").multilineTextAlignment(.trailing), { $0.layoutDirection = .rightToLeft })) == .leading)
        #expect(alignment(try lower(Text("a").multilineTextAlignment(.center), { $0.layoutDirection = .rightToLeft })) == .center)
    }

    /// The first layer's path of a symbol image's drawing, and the symbol's size.
    private func symbolPath(_ name: String, rightToLeft: Bool) throws -> (Path, CGSize) {
        let nodes = try lower(Image(systemName: name), { $0.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight })
        guard case .layers(let layers, let size)? = firstDrawing(nodes), let first = layers.first else { throw SymbolMissing() }
        return (first.path, size)
    }
    private struct SymbolMissing: Error {}

    @Test func directionalSymbolsAreMirroredAndPhysicalOnesAreNot() throws {
        let (forward, size) = try symbolPath("chevron.forward", rightToLeft: false)
        let (mirrored, _) = try symbolPath("chevron.forward", rightToLeft: true)
        #expect(mirrored == forward.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)))
        #expect(mirrored != forward)
        #expect(try symbolPath("chevron.right", rightToLeft: true).0 == forward)
        #expect(DirectionalSymbol.mirrors("arrow.uturn.backward"))
        #expect(DirectionalSymbol.mirrors("list.bullet"))
        #expect(!DirectionalSymbol.mirrors("forward.fill"))
        #expect(!DirectionalSymbol.mirrors("arrow.right"))
    }

    @Test func flipsForRightToLeftMirrorsOnlyRightToLeft() throws {
        func isFlipped(_ nodes: [LayoutNode]) -> Bool {
            if case .effect(.scale(let s, _)) = nodes.first?.kind { return s.width == -1 }
            return false
        }
        let view = red.flipsForRightToLeftLayoutDirection(true)
        #expect(!isFlipped(try lower(view)))
        #expect(isFlipped(try lower(view, { $0.layoutDirection = .rightToLeft })))
        #expect(!isFlipped(try lower(red.flipsForRightToLeftLayoutDirection(false), { $0.layoutDirection = .rightToLeft })))
    }

    @Test func navigationLinkChevronSitsOnTheLeftRightToLeft() throws {
        let list = NavigationStack { List { NavigationLink("Row", value: 1) } }
        let ltr = try LaidOutScreen(list), rtl = try LaidOutScreen(rtl(list))
        let row = try #require(rtl.text("Row")), rowLTR = try #require(ltr.text("Row"))
        #expect(row.maxX == 393 - rowLTR.minX)
        let chevrons = rtl.frames(named: "Image").filter { abs($0.midY - row.midY) < 10 }
        let chevron = try #require(chevrons.first)
        #expect(chevron.maxX < row.minX)
    }
}
