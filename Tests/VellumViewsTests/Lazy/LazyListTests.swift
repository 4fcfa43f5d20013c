import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

@Suite struct LazyListTests {
    /// The frames of the list rows that reach the screen.
    private func visibleRows(_ result: LayoutResult, device: Device = .iPhone15Pro) -> [CGRect] {
        DeviceLayout.frames(result, named: "ListRow").filter { $0.minY < device.size.height && $0.maxY > 0 }
    }

    @Test func theRowsOnScreenSitWhereAnEagerListPutsThem() throws {
        let counter = BodyCounter()
        func row(_ i: Int) -> CountedRow { CountedRow(index: i, counter: counter) }
        // Explicit rows (no ForEach) are made eagerly.
        let eager = List {
            Group { row(0); row(1); row(2); row(3); row(4); row(5); row(6); row(7); row(8); row(9) }
            Group { row(10); row(11); row(12); row(13); row(14); row(15); row(16); row(17); row(18); row(19) }
            Group { row(20); row(21); row(22); row(23); row(24); row(25); row(26); row(27); row(28); row(29) }
        }
        let lazy = List { ForEach(0..<30) { row($0) } }
        let a = visibleRows(try DeviceLayout.layout(eager)), b = visibleRows(try DeviceLayout.layout(lazy))
        #expect(a.count > 12)
        #expect(a == b)
    }
}
