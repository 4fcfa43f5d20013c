import Testing
import Foundation
import Vellum
import VellumTestSupport

/// Liquid Glass drawn by Chromium and librsvg: the interior, rim, highlight
/// and shadow probed against the values measured in iOS 26 renders
/// (docs/reference/ios26-real-pngs.md, "glass button fill").
@Suite("Rendering: glass") @MainActor
struct GlassRenderingTests {
    let canvas = CGSize(width: 200, height: 100)
    /// The page behind the measured light-mode glass buttons.
    let page = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    /// A 120 × 44 pt glass capsule centred on the canvas (x 40…160, y 28…72), over `background`.
    func capsule(_ glass: Glass = .regular, over background: Color) -> some View {
        Color.clear.frame(width: 120, height: 44).glassEffect(glass)
            .frame(maxWidth: .infinity, maxHeight: .infinity).background(background)
    }

    func svg<V: View>(_ view: V, scheme: ColorScheme) throws -> String {
        var renderer = SVGRenderer(content: view, size: canvas)
        renderer.colorScheme = scheme
        return try renderer.svg()
    }

    /// What `rgb` at `alpha` gives over `under`, per component.
    func over(_ rgb: [Double], _ alpha: Double, _ under: [Double]) -> [Int] {
        zip(rgb, under).map { Int(($0 * alpha + $1 * (1 - alpha)).rounded()) }
    }

    @Test("light glass over the measured page: interior page + 5–7, grey rim, white highlight, shadow below")
    func lightGlass() throws {
        let shot = try RenderedPair(svg: try svg(capsule(over: page), scheme: .light), name: "glass-light", scale: 3)
        // Interior: measured (243–249, 243–248, 248–252).
        try shot.expect(100, 50, "the interior is the page lightened by 5–7 levels") { p in
            (243...249).contains(p[0]) && (243...249).contains(p[1]) && (248...252).contains(p[2])
        }
        // The outer 0.5 pt: measured (162,162,167)…(202,201,208).
        try shot.expect(100, 28.1, "the rim is grey") { p in (160...205).contains(p[0]) && abs(p[0] - p[1]) <= 3 }
        // Just inside the rim: the white highlight, top and bottom.
        try shot.expect(100, 29, "the top highlight is white") { $0[0] >= 250 && $0[1] >= 250 && $0[2] >= 250 }
        try shot.expect(100, 71, "the bottom highlight is near white") { $0[0] >= 245 }
        // Outside: a soft shadow below (measured 225–239 next to the glass), gone further out.
        try shot.expect(100, 73, "shadow just below") { $0[0] < 238 }
        try shot.expect(100, 95, near: [242, 242, 247], tolerance: 2, "no shadow far below")
        try shot.expect(10, 50, near: [242, 242, 247], tolerance: 1, "the page beside")
    }

    @Test("dark glass over black: the measured (31–36) interior, a lighter top edge")
    func darkGlass() throws {
        let shot = try RenderedPair(svg: try svg(capsule(over: .black), scheme: .dark), name: "glass-dark", scale: 3)
        try shot.expect(100, 50, "the interior is (31–36)") { p in (28...36).contains(p[0]) && (28...38).contains(p[2]) }
        try shot.expect(100, 28.1, "the top edge is lighter than the interior") { $0[0] >= 60 }
    }

    @Test("clear glass lets more through; a tint colours the interior; identity draws nothing")
    func variants() throws {
        let backdrop = Color(red: 0.2, green: 0.4, blue: 0.8)
        let regular = try RenderedPair(svg: try svg(capsule(over: backdrop), scheme: .light), name: "glass-regular-blue", scale: 2)
        let clear = try RenderedPair(svg: try svg(capsule(.clear, over: backdrop), scheme: .light), name: "glass-clear-blue", scale: 2)
        let identity = try RenderedPair(svg: try svg(capsule(.identity, over: backdrop), scheme: .light), name: "glass-identity-blue", scale: 2)
        let tinted = try RenderedPair(svg: try svg(capsule(.regular.tint(.red), over: page), scheme: .light), name: "glass-tint", scale: 2)
        let blue = [0.2 * 255, 0.4 * 255, 0.8 * 255]
        try regular.expect(100, 50, near: over([255, 255, 255], 0.45, blue), tolerance: 3, "regular: white at 45 %")
        try clear.expect(100, 50, near: over([255, 255, 255], 0.12, blue), tolerance: 3, "clear: white at 12 %")
        try identity.expect(100, 50, near: [51, 102, 204], tolerance: 1, "identity: the backdrop")
        try identity.expect(100, 74, near: [51, 102, 204], tolerance: 1, "identity: no shadow")
        try tinted.expect(100, 50, "tinted red") { p in p[0] > 240 && p[1] < 170 && p[2] < 170 }
    }

    @Test("the glass button styles: a primary label on glass; the tint filling a prominent one, its label white")
    func buttons() throws {
        let view = HStack(spacing: 20) {
            Button("Reset") {}.buttonStyle(.glass)
            Button("Done") {}.buttonStyle(.glassProminent)
        }.frame(maxWidth: .infinity, maxHeight: .infinity).background(page)
        let source = try svg(view, scheme: .light)
        let query = try SVGQuery(source)
        #expect(query.elements(named: "clipPath").contains { $0.attributes["clip-rule"] == "evenodd" }
                || source.contains("clip-rule=\"evenodd\""), "the shadow is clipped to what lies outside the glass")
        #expect(query.count(of: "linearGradient") >= 4, "rim and highlight gradients for each button")
        #expect(try svg(view, scheme: .light) == source, "the same bytes every time")
        _ = try RenderedPair(svg: source, name: "glass-buttons", scale: 2)
        // Alone and centred, "Done" (about 40 pt) in a capsule about 72 pt wide: its left end, before the label, is the accent.
        let done = Button("Done") {}.buttonStyle(.glassProminent).frame(maxWidth: .infinity, maxHeight: .infinity).background(page)
        let shot = try RenderedPair(svg: try svg(done, scheme: .light), name: "glass-prominent", scale: 2)
        try shot.expect(72, 50, near: [0, 122, 255], tolerance: 6, "the prominent fill is the accent colour")
        try shot.expect(40, 50, near: [242, 242, 247], tolerance: 1, "the page outside")
    }

    @Test("backgroundExtensionEffect fills the top safe area with the view, blurred")
    func backgroundExtension() throws {
        func banner(_ extended: Bool) -> some View {
            VStack(spacing: 0) {
                Color(red: 0.1, green: 0.5, blue: 0.2).frame(height: 200).backgroundExtensionEffect(isEnabled: extended)
                Spacer()
            }
        }
        let on = try RenderedPair(svg: try SVGRenderer(content: banner(true), device: .iPhone15Pro).svg(), name: "glass-extension")
        let off = try RenderedPair(svg: try SVGRenderer(content: banner(false), device: .iPhone15Pro).svg(), name: "glass-extension-off")
        try on.expect(196, 20, near: [26, 128, 51], tolerance: 4, "the safe area above shows the colour")
        try off.expect(196, 20, near: [255, 255, 255], tolerance: 1, "without the effect the safe area is bare")
        try on.expect(196, 300, near: [255, 255, 255], tolerance: 1, "nothing below the view")
        // The copies are decoration: the view is read once.
        let titled = VStack { Text("Banner").frame(maxWidth: .infinity, minHeight: 200).backgroundExtensionEffect(); Spacer() }
        let tree = try SVGRenderer(content: titled, device: .iPhone15Pro).accessibilityTree()
        #expect(tree.components(separatedBy: "\"Banner\"").count == 2, "\(tree)")
    }
}
