import Foundation
import Testing
import Vellum

/// Renderers are Sendable and share no mutable state: many renders on many
/// tasks give the same bytes as one render alone.
@Suite("Concurrent renders")
struct ConcurrentRenderTests {
    struct Card: View {
        let title: String
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Label(title, systemImage: "star.fill").font(.headline)
                Text("A gradient, a shadow, a clip & <markup>").foregroundStyle(.secondary)
                HStack {
                    Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 20))
                    RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    Capsule().fill(AngularGradient(colors: [.green, .mint, .green], center: .center))
                }
                .frame(height: 40)
            }
            .padding()
            .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 6)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }

    /// The renderers, one per kind of picture.
    static func renderers() -> [(String, @Sendable () throws -> String)] {
        [
            ("card light", { try SVGRenderer(content: Card(title: "Light"), device: .iPhone15Pro).svg() }),
            ("card dark", {
                var r = SVGRenderer(content: Card(title: "Dark"), device: .iPhoneSE)
                r.colorScheme = .dark
                r.keyboardVisible = true
                r.showsDeviceChrome = true
                return try r.svg()
            }),
            ("selectable text", {
                var r = SVGRenderer(content: Text("Selectable & <text>").font(.title), size: CGSize(width: 300, height: 80))
                r.textOutput = .selectableText
                return try r.svg()
            }),
            ("list", {
                try SVGRenderer(content: VStack { ForEach(0..<40) { Text("Row \($0)") } }, device: .iPadPro11).svg()
            }),
        ]
    }

    @Test("32 tasks give the same bytes as single renders")
    func manyTasks() async throws {
        let renderers = Self.renderers()
        let single = try renderers.map { try $0.1() }
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<32 {
                let index = task % renderers.count
                let render = renderers[index].1
                group.addTask { (index, try render()) }
            }
            var out: [(Int, String)] = []
            for try await r in group { out.append(r) }
            return out
        }
        #expect(results.count == 32)
        for (index, svg) in results {
            #expect(svg == single[index], "\(renderers[index].0) differs when rendered concurrently")
        }
    }

    @Test("One renderer shared by many threads gives the same bytes")
    func sharedRenderer() throws {
        let renderer = SVGRenderer(content: Card(title: "Shared"), size: CGSize(width: 320, height: 240))
        let expected = try renderer.svg()
        let results = ResultBox(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            results.set(i, (try? renderer.svg()) ?? "error")
        }
        #expect(results.values.allSatisfy { $0 == expected })
    }
}

/// Results written from several threads, one slot each.
final class ResultBox: @unchecked Sendable {
    // Unchecked: every write holds the lock.
    private let lock = NSLock()
    private var slots: [String]
    init(count: Int) { slots = Array(repeating: "", count: count) }
    func set(_ i: Int, _ value: String) { lock.lock(); slots[i] = value; lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return slots }
}
