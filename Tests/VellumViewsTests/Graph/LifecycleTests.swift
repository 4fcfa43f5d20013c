import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// What SwiftUI runs before the first frame: `onAppear`, `onChange`, tasks,
/// publishers that deliver at once; the picture shows what they changed.
@Suite("View graph: lifecycle")
@MainActor struct LifecycleTests {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    struct Runaway: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count, initial: true) { count += 1 }
        }
    }

    @Test("A view that never settles stops at the pass limit and says which state kept changing")
    func runaway() throws {
        let (_, report) = try DeviceLayout.settledLayout(Runaway())
        #expect(report.passes == ViewGraph.passLimit)
        #expect(!report.settled)
        #expect(report.diagnostic?.contains("Runaway") == true)
        #expect(report.diagnostic?.contains("count") == true)
    }

    struct Still: View {
        var body: some View { VStack { Text("A"); Text("B").padding() } }
    }

    @Test("A picture whose views ask for nothing costs one pass")
    func onePass() throws {
        let (_, report) = try DeviceLayout.settledLayout(Still())
        #expect(report.passes == 1)
        #expect(report.settled)
    }
}

/// Animations end where they go: a still picture is the model value.
@Suite("View graph: animations at rest")
@MainActor struct AnimationRestTests {
    struct Bar: Shape {
        var start: Double, end: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(start, end) }
            set { start = newValue.first; end = newValue.second }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.width * start, y: 0, width: rect.width * (end - start), height: rect.height)) }
    }

    @Test("Animatable data: pairs add, subtract, scale and interpolate; a plain shape has none")
    func vectorArithmetic() {
        var pair = AnimatablePair(1.0, 2.0)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(2.0, 4.0))
        #expect((pair - AnimatablePair(1.0, 1.0)).first == 1)
        #expect(pair.magnitudeSquared == 20)
        #expect(AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(10.0, 20.0), amount: 0.5) == AnimatablePair(5.0, 15.0))
        var bar = Bar(start: 0, end: 1)
        bar.animatableData = AnimatablePair(0.25, 0.75)
        #expect(bar.start == 0.25 && bar.end == 0.75)
        #expect(Circle().animatableData == EmptyAnimatableData())
        #expect(CGFloat(3).magnitudeSquared == 9)
    }
}
