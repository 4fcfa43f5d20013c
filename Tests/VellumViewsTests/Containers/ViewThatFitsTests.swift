import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// `ViewThatFits`: the first child whose ideal size fits the constrained axes, else the last (what is drawn: VellumTests).
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    struct Choice: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                Color.red.frame(width: 300, height: 40)
                Color.blue.frame(width: 150, height: 80)
                Color.green.frame(width: 100, height: 20)
            }
        }
    }

    @Test("Room for the first: the first is laid out, sized as it chooses")
    func firstFits() throws {
        let laid = try DeviceLayout.layout(Choice())
        #expect(DeviceLayout.frames(laid, named: "ViewThatFits").map(\.size) == [CGSize(width: 300, height: 40)])
    }
}
