import Foundation
import Testing
import Vellum
import VellumTestSupport

/// The hierarchy VoiceOver reads (`SVGRenderer.accessibilityTree()`): which
/// views are elements, what each says, and the order they are read in.
@Suite @MainActor struct AccessibilityHierarchyTests {
    func elements(_ view: some View, size: CGSize = CGSize(width: 320, height: 480), rtl: Bool = false) throws -> [AccessibilityElement] {
        let renderer = SVGRenderer(content: view, size: size)
        return try (rtl ? renderer.applying(.rightToLeft) : renderer).accessibilityElements()
    }

    @Test("controls are one element each, with their traits and values")
    func controls() throws {
        let view = VStack {
            Button("Log in") {}
            Toggle("Wi-Fi", isOn: .constant(true))
            Slider(value: .constant(0.25)) { Text("Volume") }
            Stepper("Guests: 3", value: .constant(3), in: 0...10)
            TextField("Email", text: .constant(""))
            TextField("Name", text: .constant("Maya"))
            SecureField("Password", text: .constant("abc"))
            Link("Terms", destination: URL(string: "https://example.com")!)
            Button("Disabled") {}.disabled(true)
        }
        let e = try elements(view, size: CGSize(width: 320, height: 640))
        #expect(e.map(\.label) == ["Log in", "Wi-Fi", "Volume", "Guests: 3", "Email", "Name", "Password", "Terms", "Disabled"])
        #expect(e.map(\.role) == ["button", "toggle", "adjustable", "adjustable", "textField", "textField", "textField", "link", "button"])
        #expect(e.map(\.value) == [nil, "on", "25%", "3", nil, "Maya", "•••", nil, nil])
        #expect(e[1].traits.nameList == ["button", "toggle"])
        #expect(e.last?.traits.contains(.isNotEnabled) == true && e[0].traits.contains(.isNotEnabled) == false)
        // A button's frame is its whole label, and VoiceOver taps its centre.
        #expect(e[0].activationPoint == CGPoint(x: e[0].frame.midX, y: e[0].frame.midY))
    }

    @Test("a button's content is not read separately; its label wins over its text")
    func buttonsCombineTheirContent() throws {
        let view = VStack {
            Button {} label: { HStack { Text("Follow"); Text("Maya") } }
            Button("Trash") {}.accessibilityLabel("Delete note").accessibilityHint("Moves it to Recently Deleted")
            Button("Plain") {}.accessibilityRemoveTraits(.isButton)
        }
        let e = try elements(view)
        #expect(e.map(\.label) == ["Follow, Maya", "Delete note", "Plain"])
        #expect(e[1].hint == "Moves it to Recently Deleted" && e[1].role == "button")
        #expect(e[2].traits.contains(.isButton) == false)
    }

    @Test("values, hints and identifiers given to a text go to it; hidden views are skipped; a heading is a header")
    func modifiersReachTheElement() throws {
        let view = VStack {
            Text("Battery").accessibilityValue("82 percent").accessibilityIdentifier("battery").accessibilityHint("Charging")
            Text("Hidden").accessibilityHidden(true)
            Text("Heading").accessibilityHeading(.h2)
        }
        let e = try elements(view)
        #expect(e.map(\.label) == ["Battery", "Heading"])
        #expect(e[0].value == "82 percent" && e[0].identifier == "battery" && e[0].hint == "Charging" && e[0].role == "text")
        #expect(e[1].role == "header")
    }

    @Test("a named image reads its name; a decorative one is skipped and hidden in the SVG")
    func images() throws {
        let view = HStack {
            Image("Landscape").resizable().frame(width: 40, height: 30)
            Image(decorative: "Landscape").resizable().frame(width: 40, height: 30)
        }
        var renderer = SVGRenderer(content: view, size: CGSize(width: 200, height: 60))
        renderer.assets = try ExampleCatalog.load()
        let e = try renderer.accessibilityElements()
        #expect(e.map(\.label) == ["Landscape"] && e.first?.role == "image", "\(e)")
        let svg = try SVGQuery(renderer.svg())
        #expect(svg.elements(named: "g").contains { $0["aria-hidden"] == "true" }, "the decorative image's group is aria-hidden")
        // A translation of the name in the strings is the label instead, and no missing string is reported for names without one.
        renderer.localization = Localization(["en": ["Landscape": "A lake below mountains"]])
        #expect(try renderer.accessibilityElements().map(\.label) == ["A lake below mountains"])
        renderer.localization = Localization(["en": ["Other": "Autre"]])
        #expect(try renderer.accessibilityElements().map(\.label) == ["Landscape"])
        #expect(try renderer.missingLocalizations().isEmpty, "an image's name is not a missing string")
    }

    @Test("combine, ignore and contain group as on iOS; sort priority orders a container's elements")
    func groupingAndPriority() throws {
        let view = VStack(spacing: 10) {
            HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
            HStack { Text("C"); Text("D") }.accessibilityElement(children: .ignore).accessibilityLabel("Both")
            VStack {
                Text("Read this last").accessibilitySortPriority(0)
                Text("Read this first").accessibilitySortPriority(2)
                Text("Read this second").accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
            Text("After the container")
        }
        #expect(try elements(view).map(\.label) == ["A, B", "Both", "Read this first", "Read this second", "Read this last",
                                                    "After the container"])
    }

    @Test("rows read leading to trailing: a tall image, then the title and subtitle beside it; mirrored right to left")
    func readingOrder() throws {
        let row = HStack(alignment: .center) {
            Color.blue.frame(width: 60, height: 60).accessibilityLabel("Photo")
            VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
            Text("Now")
        }
        #expect(try elements(row).map(\.label) == ["Photo", "Title", "Subtitle", "Now"])
        // Right to left the row is mirrored, and so is the order: still the photo first, now on the right.
        let mirrored = try elements(row, rtl: true)
        #expect(mirrored.map(\.label) == ["Photo", "Title", "Subtitle", "Now"])
        #expect(mirrored[0].frame.minX > mirrored[3].frame.minX)
    }

    @Test("what an alert or a sheet covers is not read; the alert's actions are buttons")
    func presentationsHideTheScreenBehind() throws {
        let view = NavigationStack {
            Text("Behind").navigationTitle("Notes")
                .alert("Delete?", isPresented: .constant(true)) { Button("Cancel", role: .cancel) {}; Button("Delete", role: .destructive) {} }
        }
        let e = try SVGRenderer(content: view, device: .iPhone15Pro).accessibilityElements()
        #expect(!e.map(\.label).contains("Behind") && !e.map(\.label).contains("Notes"))
        #expect(e.filter { $0.role == "button" }.map(\.label).sorted() == ["Cancel", "Delete"])
        // Without the alert, the title is a header and the text is read.
        let plain = try SVGRenderer(content: NavigationStack { Text("Behind").navigationTitle("Notes") }, device: .iPhone15Pro)
            .accessibilityElements()
        #expect(plain.map(\.label) == ["Notes", "Behind"] && plain[0].role == "header")
    }

    @Test("the tab bar's items are buttons, the shown one selected")
    func tabs() throws {
        let view = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        let e = try SVGRenderer(content: view, device: .iPhone15Pro).accessibilityElements()
        let tabs = e.filter { $0.role == "button" }
        #expect(tabs.map(\.label) == ["Home", "Search"])
        #expect(tabs.map { $0.traits.contains(.isSelected) } == [true, false])
    }

    @Test("the text form quotes every string so no label breaks a line; JSON has every field")
    func textAndJSON() throws {
        let view = VStack { Text("Say \"hi\"\nthen go").accessibilityIdentifier("greeting"); Toggle("On", isOn: .constant(true)) }
        let renderer = SVGRenderer(content: view, size: CGSize(width: 200, height: 120))
        let lines = try renderer.accessibilityTree().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix(#"1 text "Say \"hi\"\nthen go" id="greeting" traits=staticText frame=("#), "\(lines[0])")
        #expect(lines[1].hasPrefix(#"2 toggle "On" value="on" traits=button,toggle frame=("#), "\(lines[1])")
        let json = try renderer.accessibilityTreeJSON()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[1]["role"] as? String == "toggle" && parsed[1]["value"] as? String == "on")
        #expect(parsed[1]["traits"] as? [String] == ["button", "toggle"])
        let frame = try #require(parsed[1]["frame"] as? [String: Double])
        let point = try #require(parsed[1]["activationPoint"] as? [String: Double])
        #expect(point["x"] == frame["x"].flatMap { x in frame["width"].map { x + $0 / 2 } })
        #expect(try renderer.accessibilityTreeJSON() == json, "the same picture, the same bytes")
    }
}
