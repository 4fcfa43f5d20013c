import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// Blocks a view's actions give `DispatchQueue.main.async` run before the
/// first frame, as on a device; later ones (`asyncAfter`) do not.
@Suite("View graph: the main queue")
@MainActor struct MainQueueTests {
    struct Forever: View {
        @State var count = 0
        func again() { DispatchQueue.main.async { count += 1; again() } }
        var body: some View { Text("\(count)").onAppear { again() } }
    }

    @Test("A block that schedules itself forever stops, and the settle report says why")
    func selfScheduling() throws {
        let (_, report) = try DeviceLayout.settledLayout(Forever())
        #expect(report.stillChanging.contains("a main-queue block that schedules itself"))
    }
}

@Suite("The main queue outside a render")
struct MainQueueOutsideRenderTests {
}
