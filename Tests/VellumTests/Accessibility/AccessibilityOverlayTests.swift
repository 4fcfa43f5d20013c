import Testing
import Vellum
import VellumTestSupport

/// The opt-in accessibility overlay: each element's frame where the element
/// is, its label in a tag, above the picture, hidden from screen readers.
@Suite struct AccessibilityOverlayTests {
    /// A 100-point-wide column: a labelled colour, a text, a combined row, a hidden text.
    static func column() -> some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).accessibilityLabel("Red")
            Text("Hello").frame(width: 100, height: 30)
            HStack { Text("A"); Text("B") }.frame(width: 100, height: 20).accessibilityElement(children: .combine)
            Text("Secret").frame(width: 100, height: 20).accessibilityHidden(true)
        }
    }

    @Test func elementsAreWhereTheViewsAreWithTheirLabels() throws {
        let elements = try SVGRenderer(content: Self.column()).accessibilityElements()
        #expect(elements.map(\.label) == ["Red", "Hello", "A, B"])
        #expect(elements.map(\.role) == ["element", "text", "element"], "a labelled colour is a plain element, as iOS makes a labelled shape")
        #expect(elements[0].frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(elements[2].frame == CGRect(x: 0, y: 70, width: 100, height: 20))
        // The text's own frame, centred in its 100 × 30 frame.
        let hello = elements[1].frame
        #expect(hello.width > 20 && hello.width < 60 && abs(hello.midX - 50) < 0.5 && abs(hello.midY - 55) < 0.5, "\(hello)")
    }

    @Test func framesFollowOffsetsAndAreCutByClips() throws {
        let moved = try SVGRenderer(content: Text("Moved").offset(x: 30, y: 12), size: CGSize(width: 200, height: 100)).accessibilityElements()
        let still = try SVGRenderer(content: Text("Moved"), size: CGSize(width: 200, height: 100)).accessibilityElements()
        #expect(moved.count == 1 && still.count == 1)
        #expect(moved[0].frame == still[0].frame.offsetBy(dx: 30, dy: 12))

        let clipped = Color.blue.frame(width: 200, height: 40).accessibilityLabel("Wide").frame(width: 100, height: 40).clipped()
        #expect(try SVGRenderer(content: clipped).accessibilityElements().map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 40)])
        // Entirely clipped away, or transparent: no element.
        let gone = Text("Gone").offset(x: 300).frame(width: 100, height: 40).clipped()
        #expect(try SVGRenderer(content: gone).accessibilityElements().isEmpty)
        #expect(try SVGRenderer(content: Text("Faded").opacity(0)).accessibilityElements().isEmpty)
    }

    @Test func elementsAreReadTopToBottomWhateverOrderTheyAreDrawnIn() throws {
        let view = ZStack(alignment: .topLeading) {
            Text("Third").padding(.top, 60)
            HStack(spacing: 40) { Text("Second").padding(.top, 30); Color.clear.frame(width: 1, height: 1) }
            HStack(spacing: 80) { Text("First"); Text("First, right") }
        }
        #expect(try SVGRenderer(content: view).accessibilityElements().map(\.label) == ["First", "First, right", "Second", "Third"])
    }

    @Test func headersAndButtonsAreNamedByTheirTextAndContainersByTheirChildren() throws {
        let view = VStack {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Image(systemName: "trash").accessibilityLabel("Delete").accessibilityAddTraits(.isButton)
            VStack { Text("One"); Text("Two") }.accessibilityElement(children: .contain)
            Color.gray.frame(width: 20, height: 20).accessibilityElement(children: .ignore)
        }
        let elements = try SVGRenderer(content: view).accessibilityElements()
        #expect(elements.map(\.label) == ["Settings", "Delete", "One", "Two", ""])
        #expect(elements.map(\.role) == ["header", "button", "text", "text", "element"])
    }

    @Test func theOverlayIsDrawnAboveThePictureAndHiddenFromScreenReaders() throws {
        var renderer = SVGRenderer(content: Self.column())
        renderer.textOutput = .selectableText
        let plain = try renderer.svg()
        renderer.showsAccessibilityOverlay = true
        let drawn = try renderer.svg()
        #expect(try SVGQuery(plain).labels.allSatisfy { !$0.hasPrefix("1  ") }, "no overlay tags without the overlay")
        // One hidden group, after everything else, with a numbered tag per element.
        let picture = try SVGQuery(drawn)
        let hidden = picture.elements(named: "g").filter { $0.attributes == ["aria-hidden": "true"] }
        #expect(hidden.count == 2, "the hidden text's group and the overlay")
        let overlayGroup = try #require(hidden.last)
        #expect(picture.children(of: picture.root).last == overlayGroup, "the overlay is drawn last")
        let overlay = picture.within(overlayGroup)
        for tag in ["1  Red", "2  Hello", "3  A, B"] { #expect(overlay.labels.contains(tag), "\(tag)") }
        let overlayText = try #require(drawn.components(separatedBy: #"<g aria-hidden="true">"#).last)
        #expect(!overlayText.contains("Secret"), "the hidden text appears nowhere in the overlay")
        // The first element's outline: its 100 × 40 frame inset by half the 1.5-point stroke.
        let first = picture.children(of: overlayGroup).first
        #expect(first?.name == "rect" && first?.has([
            "x": "0.75", "y": "0.75", "width": "98.5", "height": "38.5", "fill": "#005CCC", "fill-opacity": "0.08", "stroke": "#005CCC",
        ]) == true, "\(first?.description ?? "no first element")")
        #expect(overlay.has("rect", with: ["x": "0.75", "y": "70.75", "width": "98.5", "height": "18.5"]))
        // The picture underneath is unchanged, and the overlay is the same every time.
        #expect(drawn.hasPrefix(String(plain.dropLast("</svg>\n".count))))
        #expect(try renderer.svg() == drawn)
    }
}
