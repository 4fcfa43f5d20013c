import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// Where a scroll view starts: a `ScrollViewReader`'s scroll from
/// `onAppear`, `scrollPosition(id:)`, `defaultScrollAnchor`.
@Suite("View graph: scroll positions")
@MainActor struct ScrollPositionTests {
    /// 30 rows of 40 pt in a 200 pt tall scroll view.
    struct Chat: View {
        var anchor: UnitPoint? = .bottom
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { i in
                            Text("Row \(i)").frame(height: 40).id(i)
                        }
                    }
                }
                .frame(width: 200, height: 200)
                .onAppear { proxy.scrollTo(29, anchor: anchor) }
            }
        }
    }

    func rows(_ layout: LayoutResult) -> [CGRect] {
        DeviceLayout.frames(layout, named: "Text")
    }

    @Test("A ScrollViewReader that jumps to the last row in onAppear shows it at the bottom")
    func scrollToLast() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Chat().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(report.settled)
        let last = rows(layout).last!
        // Content 1200 pt, viewport 200 pt: scrolled by 1000, the last
        // 40 pt row's middle 20 pt above the viewport's end.
        #expect(abs(last.midY - (180 + Device.iPhone15Pro.safeAreaInsets.top)) < 0.5)
        let labels = try PaintedView(Chat(), size: CGSize(width: 200, height: 200)).labels
        #expect(labels.contains("Row 29"))
        #expect(labels.contains("Row 25"))
    }

    @Test("With no anchor, the least scroll that shows the row whole")
    func leastScroll() throws {
        let (layout, _) = try DeviceLayout.settledLayout(Chat(anchor: nil).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(abs(rows(layout).last!.midY - (180 + Device.iPhone15Pro.safeAreaInsets.top)) < 0.5)
    }

    @Test("An anchor of .top puts the row at the top, as far as the content allows")
    func topAnchor() throws {
        let (layout, _) = try DeviceLayout.settledLayout(Chat(anchor: .top).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        // Row 29 cannot reach the top: the scroll stops at the content's end.
        #expect(abs(rows(layout).last!.midY - (180 + Device.iPhone15Pro.safeAreaInsets.top)) < 0.5)
    }

    struct Positioned: View {
        @State var position: Int? = 10
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { i in Text("Row \(i)").frame(height: 40).id(i) }
                }
            }
            .scrollPosition(id: $position)
            .frame(width: 200, height: 200)
        }
    }

    @Test("scrollPosition(id:) starts the scroll view at the bound row")
    func scrollPosition() throws {
        let (layout, _) = try DeviceLayout.settledLayout(Positioned().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let top = Device.iPhone15Pro.safeAreaInsets.top
        #expect(abs(rows(layout)[10].midY - (top + 20)) < 0.5)
    }

    @Test("defaultScrollAnchor(.bottom) starts at the content's end; a scroll view without one at its top")
    func defaultAnchor() throws {
        func list(_ anchor: UnitPoint?) -> some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30) { i in Text("Row \(i)").frame(height: 40) } }
            }
            .defaultScrollAnchor(anchor)
            .frame(width: 200, height: 200)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let top = Device.iPhone15Pro.safeAreaInsets.top
        let (bottom, _) = try DeviceLayout.settledLayout(list(.bottom))
        #expect(abs(rows(bottom).last!.midY - (top + 180)) < 0.5)
        let (plain, report) = try DeviceLayout.settledLayout(list(nil))
        #expect(abs(rows(plain).first!.midY - (top + 20)) < 0.5)
        #expect(report.passes == 1)
    }
}
