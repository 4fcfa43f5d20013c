import Combine
import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// What SwiftUI runs before the first frame: `onAppear`, `onChange`, tasks,
/// publishers that deliver at once; the picture shows what they changed.
@Suite("View graph: lifecycle")
@MainActor struct LifecycleTests {
    /// `view` painted on a 200 × 200 canvas.
    func painted<V: View>(_ view: V) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 200, height: 200))
    }

    /// A loading indicator as component packages write it: off until `onAppear` turns it on.
    struct Spinner: View {
        @State private var isAnimating = false
        var body: some View {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.blue, lineWidth: 4)
                .frame(width: 40, height: 40)
                .opacity(isAnimating ? 1 : 0)
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
                .onAppear { isAnimating = true }
        }
    }

    @Test("A spinner turned on in onAppear is drawn on")
    func spinnerOn() throws {
        let on = Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40).opacity(1)
        #expect(try painted(Spinner()) == painted(on))
        #expect(try painted(Spinner()) != painted(on.opacity(0)))
    }

    struct Counter: View {
        @State var count = 0
        @State var doubled = 0
        var body: some View {
            Text("\(count) \(doubled)")
                .onChange(of: count) { _, new in doubled = new * 2 }
                .onAppear { count = 21 }
        }
    }

    @Test("State written in onAppear is read again, and onChange sees the change")
    func stateAndOnChange() throws {
        let drawn = try PaintedView(Counter(), size: CGSize(width: 200, height: 60))
        #expect(drawn == (try PaintedView(Text("21 42"), size: CGSize(width: 200, height: 60))))
    }

    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    struct Nested: View {
        let log: Log
        var body: some View {
            Group {
                VStack {
                    Text("hello")
                        .task { log.add("Text task") }
                        .onChange(of: true, initial: true) { log.add("Text onChange") }
                        .onAppear { log.add("Text onAppear") }
                }
                .task { log.add("VStack task") }
                .onChange(of: true, initial: true) { log.add("VStack onChange") }
                .onAppear { log.add("VStack onAppear") }
            }
            .task { log.add("Group task") }
            .onChange(of: true, initial: true) { log.add("Group onChange") }
            .onAppear { log.add("Group onAppear") }
        }
    }

    @Test("SwiftUI's order: deepest views first, modifiers in the order written, tasks after everything")
    func order() throws {
        let log = Log()
        _ = try painted(Nested(log: log))
        #expect(log.all == ["Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
                            "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task"])
    }

    struct Loader: View {
        @State var title = "Loading"
        @State var detail = "none"
        var body: some View {
            VStack {
                Text(title)
                Text(detail)
            }
            .task {
                title = "Cached"
                try? await Task.sleep(nanoseconds: 1_000_000)
                detail = "Fetched"
            }
        }
    }

    @Test("A task runs up to its first real suspension, and never past it")
    func taskPrefix() throws {
        for _ in 0..<3 {
            #expect(try painted(Loader()) == painted(VStack { Text("Cached"); Text("none") }))
        }
    }

    struct Toggled: View {
        let log: Log
        @State var showsBanner = true
        var body: some View {
            VStack {
                if showsBanner {
                    Text("Banner").onDisappear { log.add("banner gone") }
                }
                Text("Body").onAppear { showsBanner = false }
            }
        }
    }

    @Test("A view removed while the picture settles runs onDisappear and is not drawn")
    func disappear() throws {
        let log = Log()
        #expect(try painted(Toggled(log: log)) == painted(VStack { Text("Body") }))
        #expect(log.all == ["banner gone"])
    }

    struct Runaway: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count, initial: true) { count += 1 }
        }
    }

    @Test("A view that never settles draws its last pass and says which state kept changing")
    func runaway() throws {
        let (_, report) = try DeviceLayout.settledLayout(Runaway())
        #expect(report.passes == ViewGraph.passLimit)
        #expect(!report.settled)
        #expect(report.diagnostic?.contains("Runaway") == true)
        #expect(report.diagnostic?.contains("count") == true)
        // The last pass is drawn: the count pass n reads is n - 1, what the n - 1 actions before it left.
        #expect(try painted(Runaway()) == painted(Text("\(ViewGraph.passLimit - 1)")))
    }

    struct Receiver: View {
        @State var value = "initial"
        let subject = CurrentValueSubject<String, Never>("delivered")
        var body: some View {
            Text(value).onReceive(subject) { value = $0 }
        }
    }

    @Test("A publisher that delivers when subscribed is drawn with its value")
    func onReceive() throws {
        #expect(try painted(Receiver()) == painted(Text("delivered")))
    }

    struct Row: View {
        let name: String
        @State var seen = "new"
        var body: some View { Text("\(name) \(seen)").onAppear { seen = "seen" } }
    }

    struct Rows: View {
        @State var names = ["a", "b"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Row(name: $0) }
            }
            .onAppear { names.insert("c", at: 0) }
        }
    }

    @Test("State belongs to a ForEach element's identity, not its position")
    func identity() throws {
        #expect(try painted(Rows()) == painted(VStack { Text("c seen"); Text("a seen"); Text("b seen") }))
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
    struct Ring: Shape {
        var progress: Double
        var animatableData: Double { get { progress } set { progress = newValue } }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height))
        }
    }

    struct Filling: View {
        @State var progress = 0.0
        var body: some View {
            Ring(progress: progress).fill(Color.green).frame(width: 100, height: 10)
                .onAppear { withAnimation(.easeInOut(duration: 2).repeatForever()) { progress = 0.5 } }
        }
    }

    @Test("A shape animated from onAppear is drawn at the animation's target")
    func target() throws {
        let drawn = try PaintedView(Filling(), fitting: .unspecified)
        let half = Ring(progress: 0.5).fill(Color.green).frame(width: 100, height: 10)
        #expect(drawn == (try PaintedView(half, fitting: .unspecified)))
    }

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
