import Foundation
import Testing
import Vellum

/// Deep and wide view trees render without a stack overflow: the renderer
/// runs the pipeline on a thread with a stack of its own, whatever thread
/// (or task, with its 512 KB stack) calls `svg()`.
@Suite("Deep and wide trees")
struct DeepTreeTests {
    /// `depth` stacks, each holding the next.
    struct NestedStacks: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 4, height: 4)
            } else {
                VStack(spacing: 0) { NestedStacks(depth: depth - 1) }
            }
        }
    }

    /// A view `levels` modifiers deep, built without a recursive type.
    static func nestedModifiers(_ levels: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 2, height: 2))
        for i in 0..<levels / 2 {
            view = AnyView(view.padding(i.isMultiple(of: 2) ? 1 : 0).offset(x: 0.001))
        }
        return view
    }

    @Test("10,000 nested modifiers")
    func deepModifiers() throws {
        let levels = 10_000
        let svg = try SVGRenderer(content: Self.nestedModifiers(levels), size: CGSize(width: 6_000, height: 6_000)).svg()
        let doc = try #require(Hostile.wellFormed(svg, "deep modifiers"))
        let red = doc.elements.filter { $0.attributes["fill"] == "#FF3B30" }
        #expect(red.count == 1)
        // Each even level pads by one point on every side: 2 + 2 * 2,500.
        #expect(doc.elements.contains { $0.name == "svg" })
    }

    @Test("3,000 nested stacks")
    func deepStacks() throws {
        let svg = try SVGRenderer(content: NestedStacks(depth: 3_000), size: CGSize(width: 100, height: 100)).svg()
        let doc = try #require(Hostile.wellFormed(svg, "deep stacks"))
        #expect(doc.elements.filter { $0.attributes["fill"] == "#FF3B30" }.count == 1)
    }

    @Test("50,000 children in one stack")
    func wideStack() throws {
        let n = 50_000
        let view = VStack(spacing: 0) { ForEach(0..<n) { i in Color(white: Double(i % 2)).frame(width: 1, height: 1) } }
        let svg = try SVGRenderer(content: view, size: CGSize(width: 10, height: CGFloat(n))).svg()
        let doc = try #require(Hostile.wellFormed(svg, "wide stack"))
        // The white rows, every other one, over the white background: the black ones are drawn.
        #expect(doc.elements.filter { $0.attributes["fill"] == "#000000" }.count == n / 2)
    }

    @Test("A view whose body contains itself fails with a message, not a crash")
    func runawayRecursion() throws {
        struct Forever: View { var body: some View { VStack { Forever() } } }
        let error = #expect(throws: VellumError.self) { try SVGRenderer(content: Forever(), size: CGSize(width: 10, height: 10)).svg() }
        #expect(error?.message.contains("Forever") == true)
        #expect(error?.message.contains("deep") == true)
        // The message stays readable: it names the path without spelling out thousands of levels.
        #expect((error?.message.utf8.count ?? 0) < 2_000, "the message is \(error?.message.utf8.count ?? 0) bytes long")
    }

    @Test("Deep trees render from many tasks at once")
    func deepTreesConcurrently() async throws {
        let single = try SVGRenderer(content: NestedStacks(depth: 1_500), size: CGSize(width: 50, height: 50)).svg()
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<4 {
                group.addTask { try SVGRenderer(content: NestedStacks(depth: 1_500), size: CGSize(width: 50, height: 50)).svg() }
            }
            for try await svg in group { #expect(svg == single) }
        }
    }
}
