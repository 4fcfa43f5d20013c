import Testing
@testable import Vellum
import VellumTestSupport

/// A modifier whose shared context is made asynchronously.
struct GreetingContext: PreviewModifier {
    static func makeSharedContext() async throws -> String {
        try await Task.sleep(nanoseconds: 1_000_000)
        return "Hello from the context"
    }
    func body(content: Content, context: String) -> some View {
        VStack { Text(context); content }
    }
}

/// A modifier without a context.
struct RedBorder: PreviewModifier {
    func body(content: Content, context: Void) -> some View { content.padding().border(.red) }
}

struct FailingContext: PreviewModifier {
    struct Failure: Error, CustomStringConvertible { var description: String { "the sample store is missing" } }
    static func makeSharedContext() async throws -> Int { throw Failure() }
    func body(content: Content, context: Int) -> some View { content }
}

#Preview("Modified", traits: .modifier(GreetingContext()), .modifier(RedBorder()), .sizeThatFitsLayout) {
    Text("The body")
}

@available(iOS 17.0, macOS 14.0, *)
#Preview("Behind an availability attribute") {
    Text("Available")
}

/// Sample data on the main actor, as modern app code keeps it.
@MainActor final class SampleStore {
    static let shared = SampleStore()
    let title = "Main-actor sample"
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var greeting: Self = .modifier(GreetingContext())
}

#Preview("Main actor", traits: .greeting) {
    Text(SampleStore.shared.title)
}

enum SyncState: CaseIterable { case idle, syncing, failed }

#Preview("Sync", traits: .sizeThatFitsLayout, arguments: SyncState.allCases) { state in
    Text("State: \(String(describing: state))")
}

#Preview("Failing context", traits: .modifier(FailingContext())) {
    Text("Never drawn")
}

@Suite struct PreviewModifierTests {
    private func preview(_ name: String) throws -> DiscoveredPreview {
        try #require(PreviewDiscovery.previews(inModule: "VellumTests").first { $0.name == name })
    }

    @Test func modifiersWrapThePreviewInOrderWithTheirContext() throws {
        let svg = try preview("Modified").renderer().svg()
        #expect(try SVGQuery(svg).labels.contains("Hello from the context"))
        #expect(try SVGQuery(svg).labels.contains("The body"))
        let colors = try SVGQuery(svg).colors
        #expect(colors.contains("#FF3B30") || colors.contains("#ff3b30"), "the red border of the inner modifier")
    }

    @Test func bodiesAndTraitsRunOnTheMainActor() throws {
        let svg = try preview("Main actor").renderer().svg()
        #expect(try SVGQuery(svg).labels.contains("Main-actor sample"))
        #expect(try SVGQuery(svg).labels.contains("Hello from the context"))
    }

    @Test func argumentsMakeOnePreviewEach() throws {
        let names = PreviewDiscovery.previews(inModule: "VellumTests").map(\.name).filter { $0.hasPrefix("Sync") }
        #expect(names == ["Sync (idle)", "Sync (syncing)", "Sync (failed)"])
        let svg = try preview("Sync (failed)").renderer().svg()
        #expect(try SVGQuery(svg).labels.contains("State: failed"))
        #expect(try preview("Sync (idle)").traits == [.sizeThatFitsLayout])
    }

    @Test func previewsBehindAttributesAreDeclaredToo() throws {
        #expect(try preview("Behind an availability attribute").fileID == "VellumTests/PreviewModifierTests.swift")
    }

    @Test func aContextThatThrowsIsTheRendersError() throws {
        #expect { try preview("Failing context").renderer().svg() } throws: { "\($0)".contains("the sample store is missing") }
    }

    @Test func manyBlockedWaitsAtOnceFinish() async throws {
        // More waits than the cooperative pool has threads: none may starve the others.
        let results = await withTaskGroup(of: Int.self) { group in
            for i in 0..<16 {
                group.addTask {
                    (try? AsyncBlocking.run { () async throws -> Int in
                        try await Task.sleep(nanoseconds: 2_000_000)
                        return i
                    }) ?? -1
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.sorted() == Array(0..<16))
    }
}
