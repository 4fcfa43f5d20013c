import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite @MainActor struct RedactionTests {
    private func textOptions(_ nodes: [LayoutNode]) -> [TextOptions] {
        drawings(nodes).compactMap { if case .text(_, let o, _) = $0 { return o } else { return nil } }
    }

    @Test func placeholderRedactionMarksTextAsPlaceholderBars() throws {
        let nodes = try lower(VStack { Text("a"); Text("b").unredacted() }.redacted(reason: .placeholder))
        #expect(textOptions(nodes).map(\.isPlaceholder) == [true, false])
    }

    @Test func theEnvironmentKnowsTheReasons() throws {
        var seen: RedactionReasons = []
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            let report: (RedactionReasons) -> Void
            var body: some View { report(reasons); return Color.clear }
        }
        _ = try lower(Probe { seen = $0 }.redacted(reason: .privacy).redacted(reason: .placeholder))
        #expect(seen == [.placeholder, .privacy])
    }

    @Test func privacyRedactsOnlySensitiveViews() throws {
        let nodes = try lower(VStack { Text("public"); Text("secret").privacySensitive() }.redacted(reason: .privacy))
        #expect(textOptions(nodes).map(\.isPlaceholder) == [false, true])
    }

    @Test func unredactedTextIsDrawn() throws {
        #expect(textOptions(try lower(Text("a"))).map(\.isPlaceholder) == [false])
    }

    @Test func imagesBecomeGreyFillsOfTheirFrame() throws {
        let nodes = try lower(Image(systemName: "star.fill").redacted(reason: .placeholder))
        guard case .fill(let shape, let paint, _)? = firstDrawing(nodes) else {
            Issue.record("expected a fill, got \(String(describing: firstDrawing(nodes)))"); return
        }
        #expect(shape.name == "RoundedRectangle")
        #expect(paint.opacity == PlaceholderRedaction.opacity)
        let plain = try lower(Image(systemName: "star.fill"))
        if case .layers? = firstDrawing(plain) {} else { Issue.record("an unredacted symbol draws its layers") }
    }
}
