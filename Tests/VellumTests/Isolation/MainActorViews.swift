import Testing
import Foundation
import Vellum
import VellumTestSupport

// Views written as against Apple's SwiftUI since the iOS 18 SDK, where `View`
// is `@MainActor @preconcurrency`. This file compiles twice: in Swift 6 mode
// here (VellumTests) and in Swift 5 mode (VellumSwift5Tests links to it), and
// renders from a background thread and from many tasks at once.

/// A main-actor view model, as apps write them.
@MainActor final class IsolationGreeter {
    var name = "Ada"
    func greeting() -> String { "Hello, \(name)" }
}

/// Loads a title, as a network call would, without suspending for real.
func isolationLoadTitle() async -> String { "Loaded" }

/// `.task { self.value = await load() }`: the task inherits the view's actor.
struct IsolationTaskView: View {
    @State private var value = "Loading"
    var body: some View {
        Text(value).task { self.value = await isolationLoadTitle() }
    }
}

/// `onAppear { DispatchQueue.main.async { self.flag = true } }`: `self` is
/// `Sendable` because the view is main-actor isolated.
struct IsolationAppearView: View {
    @State private var flag = false
    var body: some View {
        Text(flag ? "On" : "Off").onAppear { DispatchQueue.main.async { self.flag = true } }
    }
}

/// `body` calls a main-actor view model's method, hands main-actor
/// closures to the standard library (which Swift 6 mode checks at run time,
/// SE-0423) and asserts its isolation, all on the render thread.
struct IsolationModelView: View {
    let greeter: IsolationGreeter
    let numbers = [1, 2, 3]
    var body: some View {
        MainActor.assertIsolated()
        return VStack {
            Text(greeter.greeting())
            Text(numbers.indices.map { "\(numbers[$0] * 2)" }.joined(separator: "-"))
        }
    }
}

/// A view that also conforms to an app's main-actor protocol: its `body`
/// witness is main-actor isolated, which a nonisolated `View` would reject.
@MainActor protocol IsolationScreenProtocol { var title: String { get } }

struct IsolationTitled: View, IsolationScreenProtocol {
    var title: String { "Titled" }
    var body: some View { Text(title) }
}

/// A main-actor class whose members build views, as view models and
/// coordinators do.
@MainActor final class IsolationCoordinator {
    var name = "Coordinator"
    func makeView() -> some View { Text(name).padding().onAppear {} }
}

/// A main-actor modifier and style, evaluated by the renderer like a body.
struct IsolationCard: ViewModifier {
    let greeter: IsolationGreeter
    func body(content: Content) -> some View {
        VStack { content; Text(greeter.greeting()) }.padding()
    }
}

struct IsolationPill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(Capsule().fill(Color.blue))
    }
}

/// A shape stays nonisolated, as SwiftUI's: `path(in:)` runs anywhere.
struct IsolationWedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

func isolationWedgePath() -> Path { IsolationWedge().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }

@MainActor func isolationScreen() -> some View {
    let greeter = IsolationGreeter()
    return VStack {
        IsolationTaskView()
        IsolationAppearView()
        IsolationModelView(greeter: greeter)
        Button("Go") {}.buttonStyle(IsolationPill())
        Text("Card").modifier(IsolationCard(greeter: greeter))
        IsolationWedge().fill(Color.red).frame(width: 10, height: 10)
        IsolationTitled()
        IsolationCoordinator().makeView()
    }
}

@Suite("Main-actor views, as SwiftUI declares them")
struct MainActorViewTests {
    /// The picture of the screen, rendered on a thread that is not the main thread.
    static func renderOffMain() async throws -> String {
        let renderer = await MainActor.run { SVGRenderer(content: isolationScreen(), size: CGSize(width: 300, height: 400)) }
        let result = DispatchQueue.global().sync { Result { try renderer.svg() } }
        return try result.get()
    }

    static func check(_ svg: String) throws {
        let labels = try SVGQuery(svg).labels
        #expect(labels.contains("Loaded"), "the task set state before the picture")
        #expect(!svg.contains("Loading"), "the text appears nowhere")
        #expect(labels.contains("Hello, Ada"))
        #expect(labels.contains("2-4-6"))
        #expect(labels.contains("Titled") && labels.contains("Coordinator"))
        #expect(labels.contains("On") && !labels.contains("Off"), "the main-queue block given by onAppear ran before the picture")
    }

    @Test("Renders from a background thread: the task inherits the view's actor and runs before the picture")
    func background() async throws {
        try Self.check(try await Self.renderOffMain())
        #expect(!isolationWedgePath().isEmpty)
    }

    @Test("Renders from many tasks at once")
    func concurrent() async throws {
        let svgs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try await Self.renderOffMain() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(svgs.count == 8)
        for svg in svgs { try Self.check(svg) }
    }

    @MainActor @Test("Renders from the main actor")
    func onMainActor() throws {
        let svg = try SVGRenderer(content: isolationScreen(), size: CGSize(width: 300, height: 400)).svg()
        try Self.check(svg)
    }
}
