import Testing
import VellumCore
import VellumViews

@Suite("Shape styles resolve as SwiftUI resolves them")
struct StyleResolutionTests {
    @Test("Hierarchical levels without a foreground style are the system label colours")
    func labelColours() throws {
        #expect(color(firstDrawing(try lower(Text("a")))) == .black)
        #expect(color(firstDrawing(try lower(Text("a").foregroundStyle(.secondary)))) == RGBAColor(60, 60, 67, 0.6))
        #expect(color(firstDrawing(try lower(Text("a").foregroundStyle(.tertiary)) { $0.colorScheme = .dark })) == RGBAColor(235, 235, 245, 0.3))
    }

    @Test("Hierarchical levels over a foreground style fade it: 0.5, 0.25, 0.18")
    func fadedLevels() throws {
        let blue = RGBAColor(0, 122, 255)
        #expect(color(firstDrawing(try lower(Text("a").foregroundStyle(.secondary).foregroundStyle(.blue)))) == blue.multiplyingAlpha(0.5))
        #expect(color(firstDrawing(try lower(Text("a").foregroundStyle(.tertiary).foregroundStyle(.blue)))) == blue.multiplyingAlpha(0.25))
        #expect(color(firstDrawing(try lower(Text("a").foregroundStyle(.quaternary).foregroundStyle(.blue)))) == blue.multiplyingAlpha(0.18))
    }

    @Test("foregroundStyle(_:_:) gives the secondary level its own style")
    func twoLevels() throws {
        let nodes = try lower(Rectangle().fill(.secondary).foregroundStyle(.red, .green))
        #expect(color(firstDrawing(nodes)) == RGBAColor(52, 199, 89))
    }

    @Test("System colours have light and dark values")
    func systemColours() throws {
        #expect(try Color.red.resolved(in: EnvironmentValues()) == RGBAColor(255, 59, 48))
        var dark = EnvironmentValues(); dark.colorScheme = .dark
        #expect(try Color.red.resolved(in: dark) == RGBAColor(255, 69, 58))
        #expect(try Color.teal.resolved(in: dark) == RGBAColor(64, 200, 224))
        #expect(try Color.accentColor.resolved(in: EnvironmentValues()) == RGBAColor(0, 122, 255))
    }

    @Test("Display P3 colours are written as sRGB")
    func displayP3() throws {
        let c = try Color(.displayP3, red: 1, green: 0, blue: 0).resolved(in: EnvironmentValues())
        #expect(abs(c.red - 1) < 1e-9 && c.green == 0 && c.blue == 0, "P3 red clamps to sRGB red: \(c)")
        let grey = try Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).resolved(in: EnvironmentValues())
        #expect(abs(grey.red - 0.5) < 0.002 && abs(grey.green - 0.5) < 0.002)
    }

    @Test("Color.gradient is a vertical gradient from a lighter colour to the colour")
    func colorGradient() throws {
        let p = try StyleResolver.paint(Color.blue.gradient, in: EnvironmentValues())
        guard case .linearGradient(let g, let s, let e) = p.kind else { Issue.record("not linear"); return }
        #expect(s == .top && e == .bottom)
        #expect(g.stops.count == 2 && g.stops[1].color == RGBAColor(0, 122, 255))
        #expect(g.stops[0].color.red > g.stops[1].color.red)
    }

    @Test(".background uses backgroundStyle, or the system background")
    func backgroundStyle() throws {
        #expect(color(firstDrawing(try lower(Circle().fill(.background)))) == .white)
        #expect(color(firstDrawing(try lower(Circle().fill(.background)) { $0.colorScheme = .dark })) == .black)
        #expect(color(firstDrawing(try lower(Circle().fill(.background).backgroundStyle(.green)))) == RGBAColor(52, 199, 89))
        #expect(color(firstDrawing(try lower(Circle().fill(.background).environment(\.backgroundStyle, nil).backgroundStyle(.green)))) == .white)
    }

    @Test(".tint is the tint style, or the accent colour")
    func tint() throws {
        #expect(color(firstDrawing(try lower(Circle().fill(.tint)))) == RGBAColor(0, 122, 255))
        #expect(color(firstDrawing(try lower(Circle().fill(.tint).tint(.orange)))) == RGBAColor(255, 149, 0))
    }

    @Test("Opacity and blend modes on styles")
    func styleModifiers() throws {
        let p = try StyleResolver.paint(Color.red.opacity(0.5).blendMode(.multiply), in: EnvironmentValues())
        #expect(p.blendMode == .multiply)
        if case .color(let c) = p.kind { #expect(c.alpha == 0.5) } else { Issue.record("not a colour") }
    }

    @Test("A style that never resolves is an error, not a hang")
    func runawayStyle() {
        struct Loop: ShapeStyle { func resolve(in environment: EnvironmentValues) -> Loop { self } }
        #expect(throws: VellumError.self) { try StyleResolver.paint(Loop(), in: EnvironmentValues()) }
    }

    @Test("Fonts: text styles, weights and emphasis")
    func fonts() {
        #expect(Font.title.resolved().size == 28 && Font.title.resolved().weight == 400)
        #expect(Font.headline.resolved().size == 17 && Font.headline.resolved().weight == 600)
        #expect(Font.title.resolved().lineGap > 0, "a text style adds its Dynamic Type leading")
        #expect(Font.title3.bold().resolved().weight == 600)
        #expect(Font.title.bold().resolved().weight == 700)
        #expect(Font.system(size: 13, weight: .medium, design: .monospaced).resolved() == ResolvedFont(size: 13, weight: 500, design: .monospaced))
        #expect(Font.body.italic().resolved().italic)
    }

    @Test("Text concatenation keeps each part's style")
    func textConcatenation() throws {
        let t = Text("Bold").bold() + Text(" plain") + Text(" red").foregroundColor(.red)
        let styled = try t.styledText(in: EnvironmentValues())
        #expect(styled.runs.map(\.string) == ["Bold", " plain", " red"])
        #expect(styled.runs[0].font.weight == 600 && styled.runs[1].font.weight == 400)
        #expect(styled.runs[2].paint == .color(RGBAColor(255, 59, 48)))
        #expect(styled.string == "Bold plain red")
    }
}
