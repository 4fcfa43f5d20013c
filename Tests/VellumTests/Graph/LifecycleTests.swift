import Testing
import Foundation
import Vellum
import VellumViews

/// What SwiftUI runs before the first frame: `onAppear`, `onChange`, tasks,
/// publishers that deliver at once; the picture shows what they changed.
@Suite("View graph: lifecycle")
@MainActor struct LifecycleTests {
    func svg<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: width, height: height)).svg()
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
        #expect(try svg(Spinner()) == svg(on))
        #expect(try svg(Spinner()) != svg(on.opacity(0)))
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
        let svg = try SVGRenderer(content: Counter(), size: CGSize(width: 200, height: 60)).svg()
        #expect(svg == (try SVGRenderer(content: Text("21 42"), size: CGSize(width: 200, height: 60)).svg()))
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
        _ = try svg(Nested(log: log))
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
            #expect(try svg(Loader()) == svg(VStack { Text("Cached"); Text("none") }))
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
        #expect(try svg(Toggled(log: log)) == svg(VStack { Text("Body") }))
        #expect(log.all == ["banner gone"])
    }

    struct Runaway: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count, initial: true) { count += 1 }
        }
    }

    @Test("A view that never settles draws its last pass")
    func runaway() throws {
        // The last pass is drawn: the count pass n reads is n - 1, what the n - 1 actions before it left.
        #expect(try svg(Runaway()) == svg(Text("\(ViewGraph.passLimit - 1)")))
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
        #expect(try svg(Receiver()) == svg(Text("delivered")))
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
        #expect(try svg(Rows()) == svg(VStack { Text("c seen"); Text("a seen"); Text("b seen") }))
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
        let svg = try SVGRenderer(content: Filling(), proposedSize: .unspecified).svg()
        let half = Ring(progress: 0.5).fill(Color.green).frame(width: 100, height: 10)
        #expect(svg == (try SVGRenderer(content: half, proposedSize: .unspecified).svg()))
    }
}

/// A picture that never settles is still drawn, and the tools say why.
@Suite("View graph: unsettled pictures are reported")
@MainActor struct UnsettledReportTests {
    struct Ticker: View {
        @State var ticks = 0
        var body: some View { Text("\(ticks)").onChange(of: ticks, initial: true) { ticks += 1 } }
    }

    @Test("The renderer names the view and the state that kept changing; a settled picture has no report")
    func reported() throws {
        let (svg, unsettled) = try SVGRenderer(content: Ticker(), size: CGSize(width: 100, height: 40)).svgReportingSettling()
        #expect(svg == (try SVGRenderer(content: Text("\(ViewGraph.passLimit - 1)"), size: CGSize(width: 100, height: 40)).svg()))
        #expect(unsettled?.contains("Ticker.ticks") == true)
        #expect(try SVGRenderer(content: Text("still"), size: CGSize(width: 100, height: 40)).svgReportingSettling().unsettled == nil)
        let (_, _, tile) = try SVGRenderer(content: Ticker(), size: CGSize(width: 100, height: 40)).svgDrawingMissingAssets()
        #expect(tile == unsettled)
    }
}

/// Same input, same bytes: a view value rendered again starts from its initial state.
@Suite("View graph: every render starts afresh")
@MainActor struct FreshRenderTests {
    final class Model: ObservableObject {
        @Published var visits = 0
    }

    struct Visits: View {
        @State var count = 0
        @StateObject var model = Model()
        var body: some View {
            Text("state \(count) object \(model.visits)")
                .onAppear { count += 1; model.visits += 1 }
        }
    }

    @Test("onAppear runs in each render, on the view's initial state, so two renders are the same bytes")
    func twice() throws {
        let renderer = SVGRenderer(content: Visits(), size: CGSize(width: 300, height: 40))
        let first = try renderer.svg(), second = try renderer.svg()
        let expected = SVGRenderer(content: Text("state 1 object 1"), size: CGSize(width: 300, height: 40))
        #expect(first == (try expected.svg()))
        #expect(first == second)
        var dark = renderer, darkExpected = expected
        dark.colorScheme = .dark
        darkExpected.colorScheme = .dark
        #expect(try dark.svg() == darkExpected.svg())
    }
}
