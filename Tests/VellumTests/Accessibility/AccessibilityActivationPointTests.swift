import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Where VoiceOver activates an element, and what a labelled view is: the
/// cases of cashapp/AccessibilitySnapshot's `BasicAccessibilityDemo`, whose
/// iOS 18.5 and 26.2 references read a labelled star symbol as "Favorite.
/// Image.", a labelled rounded rectangle as "Custom tap target" (no trait) with
/// its activation point at (50, 30), and a combined symbol-and-text row by its
/// text alone ("John Doe, Online").
@Suite @MainActor struct AccessibilityActivationPointTests {
    static func column() -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "star.fill").accessibilityLabel("Favorite")
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 40)
                .accessibilityLabel("Custom tap target")
                .accessibilityActivationPoint(CGPoint(x: 50, y: 30))
            Button("Go") {}.frame(width: 80, height: 40).accessibilityActivationPoint(UnitPoint(x: 0.25, y: 0.5))
            Color.green.frame(width: 20, height: 20).accessibilityLabel("Off")
                .accessibilityActivationPoint(CGPoint(x: 1, y: 1), isEnabled: false)
            HStack { Image(systemName: "person.circle.fill"); Text("John Doe") }.accessibilityElement(children: .combine)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    @Test("A labelled symbol is an image; a labelled shape or colour is a plain element; a combined symbol says nothing")
    func roles() throws {
        let elements = try SVGRenderer(content: Self.column(), size: CGSize(width: 200, height: 300)).accessibilityElements()
        #expect(elements.map(\.label) == ["Favorite", "Custom tap target", "Go", "Off", "John Doe"])
        #expect(elements.map(\.role) == ["image", "element", "button", "element", "element"])
    }

    @Test("The activation point: points from the frame's corner, a unit point of the frame, the centre when disabled")
    func activationPoints() throws {
        let elements = try SVGRenderer(content: Self.column(), size: CGSize(width: 200, height: 300)).accessibilityElements()
        let target = elements[1], button = elements[2], off = elements[3]
        #expect(target.activationPoint == CGPoint(x: target.frame.minX + 50, y: target.frame.minY + 30))
        // A quarter of the way across the 80 × 40 frame the modifier was given (at x 0), half way down.
        // The 40 pt frame starts 59.67 pt down (star 19.67 pt, SF's frame at body size; rectangle 40 pt):
        // its middle is at 79.67.
        #expect(abs(button.activationPoint.x - 20) < 0.001 && abs(button.activationPoint.y - 79.667) < 0.001, "\(button.activationPoint)")
        #expect(off.activationPoint == CGPoint(x: off.frame.midX, y: off.frame.midY))
        #expect(off.explicitActivationPoint == nil)
    }

    @Test("The tree's text and JSON give a moved activation point; the overlay marks it")
    func reported() throws {
        var renderer = SVGRenderer(content: Self.column(), size: CGSize(width: 200, height: 300))
        // The star is 19.67 pt tall here (SF's frame at body size), so the rectangle starts at y 19.67;
        // only moved points are written.
        #expect(try renderer.accessibilityTree() == """
            1 image "Favorite" traits=image frame=(0, 0, 21.667, 19.667)
            2 element "Custom tap target" frame=(0, 19.667, 60, 40) activation=(50, 49.667)
            3 button "Go" traits=button frame=(0, 59.667, 80, 40) activation=(20, 79.667)
            4 element "Off" frame=(0, 99.667, 20, 20)
            5 element "John Doe" frame=(0, 119.667, 101, 20.333)

            """)
        // The JSON gives every element's point: the moved ones, and the centre of the others.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(renderer.accessibilityTreeJSON().utf8)) as? [[String: Any]])
        let points = json.map { ($0["activationPoint"] as? [String: Double]).map { [$0["x"] ?? .nan, $0["y"] ?? .nan] } ?? [] }
        let expected: [[Double]] = [[10.833, 9.833], [50, 49.667], [20, 79.667], [10, 109.667], [50.5, 119.667 + 20.333 / 2]]
        #expect(points.count == expected.count && zip(points, expected).allSatisfy { p, e in
            p.count == 2 && abs(p[0] - e[0]) < 0.01 && abs(p[1] - e[1]) < 0.01
        }, "\(points)")
        renderer.showsAccessibilityOverlay = true
        let overlay = try SVGQuery(try renderer.svg())
        // The crosshair: a ring 8 pt across with a cross 12 pt across, centred on the point.
        #expect(overlay.elements(named: "path").contains { ($0.attributes["d"] ?? "").hasPrefix("M54 49.667") }, "\(overlay)")
    }
}
