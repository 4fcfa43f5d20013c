import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// Blocks a view's actions give `DispatchQueue.main.async` run before the
/// first frame, as on a device; later ones (`asyncAfter`) do not.
@Suite("View graph: the main queue")
@MainActor struct MainQueueTests {
    /// `view` painted on a 120 × 80 canvas.
    func painted<V: View>(_ view: V) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 120, height: 80))
    }

    /// A loading indicator as ProgressIndicatorView-style packages write it.
    struct Spinner: View {
        @State var isAnimating: Bool
        var body: some View {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.blue, lineWidth: 4)
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(isAnimating ? 90 : 0))
                .opacity(isAnimating ? 1 : 0.2)
                .onAppear { DispatchQueue.main.async { isAnimating = true } }
        }
    }

    @Test("State set in a main-queue block given by onAppear is drawn: the same picture as the view already on")
    func blockFromOnAppear() throws {
        #expect(try painted(Spinner(isAnimating: false)) == painted(Spinner(isAnimating: true)))
        #expect(try painted(Spinner(isAnimating: false)) != painted(Spinner(isAnimating: true).opacity(0.2)))
    }

    struct Staged: View {
        @State var step = 0
        var body: some View {
            Text("step \(step)")
                .onAppear {
                    step = 1
                    DispatchQueue.main.async {
                        step += 1
                        DispatchQueue.main.async { step += 1 }
                    }
                }
        }
    }

    @Test("A block given by a block runs too, in order")
    func nestedBlocks() throws {
        #expect(try painted(Staged()) == painted(Text("step 3")))
    }

    struct Later: View {
        @State var shown = false
        var body: some View {
            Text(shown ? "later" : "now")
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = true } }
        }
    }

    @Test("asyncAfter runs after the first frame: the picture is the one before it")
    func asyncAfterNotDrawn() throws {
        #expect(try painted(Later()) == painted(Text("now")))
    }

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
    @Test("A block given outside a render reaches the real main queue")
    func realQueue() async throws {
        let ran = Locked(false)
        DispatchQueue.main.async { ran.withLock { $0 = true } }
        for _ in 0..<500 where !ran.withLock({ $0 }) { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(ran.withLock { $0 })
    }
}
