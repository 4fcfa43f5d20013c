import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// `onScrollGeometryChange(for:of:action:)`: the action runs while the
/// picture settles with the scroll view's resting geometry.
@Suite @MainActor struct ScrollGeometryTests {
    struct Rows: View {
        @State var seen: ScrollGeometry?
        @State var calls = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: seen.map { $0.contentSize.height / 10 } ?? 0, height: 10)
                Color.blue.frame(width: seen.map { $0.containerSize.height / 10 } ?? 0, height: 10)
                Color.green.frame(width: CGFloat(calls), height: 10)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20) { _ in Color.gray.frame(height: 50) } }
                }
                .frame(height: 300)
                .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in seen = new; calls += 1 }
            }
        }
    }

    @Test func theActionSeesTheRestingGeometry() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Rows())
        #expect(report.settled)
        let bars = DeviceLayout.frames(layout, named: "Color").filter { abs($0.height - 10) < 0.01 }
        #expect(bars.count == 3, "\(bars)")
        #expect(abs(bars[0].width - 100) < 0.01, "content 20 × 50 = 1000 pt tall: \(bars[0])")
        #expect(abs(bars[1].width - 30) < 0.01, "the scroll view 300 pt tall: \(bars[1])")
        #expect(abs(bars[2].width - 1) < 0.01, "run once at rest: \(bars[2])")
    }

    @Test func geometryRects() {
        let g = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 390, height: 1000),
                               contentInsets: EdgeInsets(top: 10, leading: 5, bottom: 20, trailing: 5), containerSize: CGSize(width: 390, height: 300))
        #expect(g.visibleRect == CGRect(x: 0, y: 40, width: 390, height: 300))
        #expect(g.bounds == CGRect(x: 5, y: 50, width: 380, height: 270))
        var moved = g
        moved.contentOffset.y = 0
        #expect(moved != g)
    }
}
