import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// `glassEffect(_:in:)` and `Glass`: the glass drawn behind the view in its
/// frame, in the default capsule or the shape given, coloured by variant,
/// tint and colour scheme.
@Suite @MainActor struct GlassEffectTests {
    /// The colours of every fill and stroke drawn, in order.
    func colors<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [RGBAColor] {
        drawings(try lower(view) { $0.colorScheme = scheme }).compactMap(color)
    }

    @Test func defaultGlassIsACapsuleInTheViewsFrame() throws {
        let layout = try DeviceLayout.layout(Text("Hello").padding().glassEffect())
        let text = try #require(DeviceLayout.frames(layout, named: "Text").first)
        let glass = DeviceLayout.frames(layout, named: "DefaultGlassEffectShape")
        // The shadow, the fill, the highlight and the rim, all in the padded text's frame.
        #expect(glass.count == 4, "\(glass)")
        for frame in glass {
            #expect(abs(frame.width - (text.width + 32)) < 0.01 && abs(frame.height - (text.height + 32)) < 0.01, "\(frame) around \(text)")
            #expect(abs(frame.midX - text.midX) < 0.01 && abs(frame.midY - text.midY) < 0.01)
        }
        let capsule = DefaultGlassEffectShape().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(capsule == Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)), "the default shape is a capsule")
    }

    @Test func glassTakesTheShapeGiven() throws {
        let layout = try DeviceLayout.layout(Image(systemName: "star").frame(width: 44, height: 44).glassEffect(in: Circle()))
        let circles = DeviceLayout.frames(layout, named: "Circle")
        #expect(circles.count == 4)
        #expect(circles.allSatisfy { abs($0.width - 44) < 0.01 && abs($0.height - 44) < 0.01 })
        #expect(DeviceLayout.frames(layout, named: "DefaultGlassEffectShape").isEmpty)
    }

    @Test func regularGlassIsTranslucentWhiteInLightModeAndGreyInDark() throws {
        let light = try #require(try colors(Text("A").glassEffect()).first { $0.alpha > 0.3 && $0.alpha < 0.7 && $0.red > 0.99 })
        // Over the measured page (242,242,247) it gives the measured interior (243–249).
        let over = 242 + (255 - 242) * light.alpha
        #expect(over >= 243 && over <= 249, "\(over)")
        let dark = try colors(Text("A").glassEffect(), scheme: .dark)
        let fill = try #require(dark.first { $0.alpha > 0.3 && $0.red > 0.1 && $0.red < 0.3 })
        // Over black: the measured (31–36).
        let overBlack = fill.red * fill.alpha * 255
        #expect(overBlack >= 28 && overBlack <= 36, "\(overBlack)")
        #expect(!dark.contains(light), "the dark glass is not the light one")
    }

    @Test func clearGlassIsMoreTransparentThanRegular() throws {
        func fillAlpha(_ glass: Glass) throws -> Double {
            // The interior: translucent white.
            try #require(try colors(Text("A").glassEffect(glass)).first { $0.red > 0.99 && $0.alpha < 0.99 }).alpha
        }
        #expect(try fillAlpha(.clear) < fillAlpha(.regular) / 2)
    }

    @Test func identityDrawsNothingButTheView() throws {
        let layout = try DeviceLayout.layout(Text("Plain").glassEffect(.identity))
        #expect(DeviceLayout.frames(layout, named: "DefaultGlassEffectShape").isEmpty)
        #expect(try PaintedView(Text("Plain").glassEffect(.identity), size: CGSize(width: 200, height: 100))
            == PaintedView(Text("Plain"), size: CGSize(width: 200, height: 100)))
    }

    @Test func tintLaysTheColourOverTheGlass() throws {
        let tinted = try colors(Text("A").glassEffect(.regular.tint(.red)))
        let plain = try colors(Text("A").glassEffect())
        #expect(tinted.count == plain.count + 1, "one more fill")
        let red = try #require(tinted.first { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 })
        #expect(red.alpha > 0.3 && red.alpha < 1, "translucent: \(red)")
        #expect(try colors(Text("A").glassEffect(.regular.tint(.red).tint(nil))) == plain, "a nil tint removes it")
    }

    @Test func interactiveIDTransitionAndUnionOutsideAContainerDrawTheSame() throws {
        let size = CGSize(width: 200, height: 100)
        let plain = try PaintedView(Text("A").padding().glassEffect(), size: size)
        let ns = Namespace().wrappedValue
        #expect(try PaintedView(Text("A").padding().glassEffect(.regular.interactive()), size: size) == plain)
        #expect(try PaintedView(Text("A").padding().glassEffect().glassEffectID("a", in: ns), size: size) == plain)
        #expect(try PaintedView(Text("A").padding().glassEffect().glassEffectTransition(.materialize), size: size) == plain)
        #expect(try PaintedView(Text("A").padding().glassEffect().glassEffectUnion(id: 1, namespace: ns), size: size) == plain)
        #expect(Glass.regular.interactive() != Glass.regular && Glass.regular.interactive().interactive(false) == Glass.regular)
        #expect(GlassEffectTransition.matchedGeometry != .identity)
    }

    @Test func unchangedIOS26CodeCompiles() throws {
        // As iOS 26 apps write it; `#available` is always true on Linux.
        struct Card: View {
            var body: some View {
                if #available(iOS 26, *) {
                    Text("New").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
                } else {
                    Text("New").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                }
            }
        }
        let layout = try DeviceLayout.layout(Card())
        #expect(DeviceLayout.frames(layout, named: "RoundedRectangle").count == 5, "the glass branch: shadow, fill, tint, highlight, rim")
    }
}
