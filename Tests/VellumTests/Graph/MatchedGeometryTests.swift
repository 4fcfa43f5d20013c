import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// `matchedGeometryEffect`: a view that is not the source takes its
/// source's frame once the graph has settled, as a device shows it at rest.
@Suite("View graph: matched geometry")
@MainActor struct MatchedGeometryTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 300, height: 100)).svg()
    }

    /// A segmented control as component packages write it: the selection's
    /// capsule follows the selected label.
    struct Segments: View {
        let selected: String
        @Namespace private var segments
        var body: some View {
            HStack(spacing: 0) {
                ForEach(["One", "Two", "Three"], id: \.self) { label in
                    Text(label)
                        .padding(.horizontal, 16).padding(.vertical, 8)
                        .matchedGeometryEffect(id: label, in: segments)
                }
            }
            .background(
                Capsule().fill(Color.blue.opacity(0.3))
                    .matchedGeometryEffect(id: selected, in: segments, isSource: false)
            )
        }
    }

    /// The same picture drawn by hand: the capsule behind the selected label only.
    struct Expected: View {
        let selected: String
        var body: some View {
            HStack(spacing: 0) {
                ForEach(["One", "Two", "Three"], id: \.self) { label in
                    Text(label)
                        .padding(.horizontal, 16).padding(.vertical, 8)
                        .background { if label == selected { Capsule().fill(Color.blue.opacity(0.3)) } }
                }
            }
        }
    }

    /// The capsule's path: the one element filled at 0.3 opacity (drawn
    /// behind the row in one picture, behind its label in the other).
    func capsule(_ svg: String) throws -> [String: String]? {
        try SVGQuery(svg).elements(named: "path", with: ["fill-opacity": "0.3"]).first?.attributes
    }

    @Test("A selection capsule takes the selected segment's frame")
    func selectionFollowsTheSource() throws {
        let two = try #require(try capsule(svg(Segments(selected: "Two"))))
        #expect(try two == capsule(svg(Expected(selected: "Two"))))
        #expect(try capsule(svg(Segments(selected: "Three"))) == capsule(svg(Expected(selected: "Three"))))
        #expect(try capsule(svg(Segments(selected: "Three"))) != two)
    }

    struct PositionOnly: View {
        @Namespace private var space
        var body: some View {
            HStack(spacing: 40) {
                Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: space)
                Color.green.frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: 1, in: space, properties: .position, anchor: .topLeading, isSource: false)
            }
        }
    }

    @Test("Position only: the matched view keeps its size, its anchor on the source's")
    func positionOnly() throws {
        let expected = HStack(spacing: 40) {
            Color.red.frame(width: 40, height: 40)
                .overlay(alignment: .topLeading) { Color.green.frame(width: 10, height: 10) }
            Color.clear.frame(width: 10, height: 10)
        }
        #expect(try svg(PositionOnly()) == svg(expected))
    }

    @Test("Without a source the matched view stays where it is")
    func noSource() throws {
        struct Lonely: View {
            @Namespace private var space
            var body: some View { Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "x", in: space, isSource: false) }
        }
        #expect(try svg(Lonely()) == svg(Color.red.frame(width: 20, height: 20)))
    }
}
