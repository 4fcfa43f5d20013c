import Testing
import Foundation
@testable import Vellum
@testable import VellumViews

/// Control metrics measured in PNGs real SwiftUI drew (iOS 17, issue 31).
@Suite("Control metrics, as measured")
@MainActor struct ControlMetricsFidelityTests {
    @Test("a bordered button's fill is its tint at 0.18")
    func borderedFill() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, proposedSize: .unspecified).svg() }
        // The regular bordered metrics: 12 pt across, 7 pt up and down, 8 pt corners.
        let drawn = Text("Go").foregroundStyle(Color.accentColor).padding(.horizontal, 12).padding(.vertical, 7)
        #expect(try svg(Button("Go") {}.buttonStyle(.bordered))
                == svg(drawn.background(Color.accentColor.opacity(0.18), in: RoundedRectangle(cornerRadius: 8)).asButtonElement()))
    }

    @Test("tab items' symbols are drawn filled, as iOS draws the tab bar")
    func tabBarSymbolsFilled() throws {
        func screen(_ symbol: String) throws -> String {
            try SVGRenderer(content: TabView { Text("Home").tabItem { Label("Home", systemImage: symbol) } }, device: .iPhone15Pro).svg()
        }
        #expect(try screen("house") == screen("house.fill"))
        #expect(try screen("house") != screen("star.fill"))
    }

    /// RSSReader's `Button("Check").buttonStyle(.bordered).controlSize(.small)` (RS2, iOS 18):
    /// a capsule 28 pt tall, about 10 pt from its ends to the label.
    @Test("a small bordered button is a 28 pt capsule")
    func smallBorderedCapsule() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, proposedSize: .unspecified).svg() }
        let small = Button("Check") {}.buttonStyle(.bordered).controlSize(.small)
        let drawn = Text("Check").font(.subheadline).foregroundStyle(Color.accentColor).padding(.horizontal, 10).padding(.vertical, 5)
        #expect(try svg(small) == svg(drawn.background(Color.accentColor.opacity(0.18), in: Capsule()).asButtonElement()))
    }

    /// home-assistant's PrivacyView (HA2) and GoodSwiftUI's switch (GS1), iOS 18: a labels-hidden
    /// Toggle fits 49 × 31 but draws a 51 × 31 switch; in a list row its ink ends 18 pt from the card's
    /// edge. The off track is (120,120,128) at 0.16.
    @Test("a switch is laid out 49 pt wide and drawn 51")
    func switchLayoutAndInk() throws {
        let toggle = Toggle("Alerts", isOn: .constant(false)).labelsHidden()
        #expect(try SVGRenderer(content: toggle, proposedSize: .unspecified).fittedSize() == CGSize(width: 49, height: 31))
        #expect(SystemPalette.secondarySystemFill.light == RGBAColor(120, 120, 128, 0.16))
    }

    /// TimeSheet's WageStepper (TS1, iOS 18.2): 94 × 32, a 1 × 18 divider (214,214,217) in the middle.
    @Test("a stepper's pill is 94 × 32 with an 18 pt divider")
    func stepperPill() throws {
        let stepper = Stepper("Wage", value: .constant(15)).labelsHidden()
        #expect(try SVGRenderer(content: stepper, proposedSize: .unspecified).fittedSize() == CGSize(width: 94, height: 32))
    }

    /// netbob's detail screen (NB1): a segmented picker is 32 pt tall at medium text.
    @Test("a segmented picker is 32 pt tall")
    func segmentedHeight() throws {
        let picker = Picker("", selection: .constant(0)) { Text("General").tag(0); Text("Request").tag(1) }
            .pickerStyle(.segmented).dynamicTypeSize(.medium)
        #expect(try SVGRenderer(content: picker, proposedSize: .unspecified).fittedSize().height == 32)
    }
}

private extension View {
    /// The view as the one accessibility element a button is: its text as label, the button trait.
    func asButtonElement() -> some View { accessibilityElement(children: .combine).accessibilityAddTraits(.isButton) }
}
