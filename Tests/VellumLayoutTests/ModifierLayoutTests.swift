import Testing
import VellumGeometry
@testable import VellumLayout

/// Frames, flexible frames, padding, fixedSize, aspect ratios, overlays,
/// backgrounds, offset and position, as Apple documents them and
/// swiftui-facts §2.1 (padding 16) describes.
@Suite struct ModifierLayoutTests {
    static let cases: [FrameCase] = [
        // frame(maxWidth: .infinity) takes the proposal; the text (42.667 wide) is centred in it.
        FrameCase(label: "maxWidth infinity", root: Node.text("hello", "t").frame(maxWidth: .infinity, "f"), screen: .canvas(300, 300),
                  expected: [("f", R(0, px(150 - (61.0 / 6)), 300, (61.0 / 3))), ("t", R(px(150 - (64.0 / 3)), px(150 - (61.0 / 6)), (128.0 / 3), (61.0 / 3)))]),
        // minWidth: at least 100 even though the text is 42.667.
        FrameCase(label: "minWidth", root: Node.text("hello", "t").frame(minWidth: 100, "f"), screen: .canvas(300, 300),
                  expected: [("f", R(100, px(150 - (61.0 / 6)), 100, (61.0 / 3)))]),
        // Clamped between min and max: the colour is proposed 200.
        FrameCase(label: "min and max", root: Node.color("c").frame(minWidth: 50, maxWidth: 200, "f"), screen: .canvas(300, 300),
                  expected: [("f", R(50, 0, 200, 300)), ("c", R(50, 0, 200, 300))]),
        // A proposal below the maximum wins.
        FrameCase(label: "max above proposal", root: Node.color("c").frame(maxWidth: 100, "f"), screen: .canvas(60, 60),
                  expected: [("f", R(0, 0, 60, 60))]),
        // Ideal width answers an unspecified proposal.
        FrameCase(label: "idealWidth", root: Node.color("c").frame(idealWidth: 70, "f").fixedSize(horizontal: true, vertical: false),
                  screen: .canvas(300, 300), expected: [("f", R(115, 0, 70, 300))]),
        // No ideal: an unspecified proposal gets the child's ideal clamped to the minimum.
        FrameCase(label: "minWidth ideal", root: Node.color("c").frame(minWidth: 100, "f").fixedSize(), screen: .canvas(300, 300),
                  expected: [("f", R(100, 145, 100, 10)), ("c", R(145, 145, 10, 10))]),
        FrameCase(label: "max both", root: Node.color("c").frame(maxWidth: 100, maxHeight: 50, "f"), screen: .canvas(300, 300),
                  expected: [("f", R(100, 125, 100, 50))]),
        FrameCase(label: "fixed frame alignment", root: Node.fixed(20, 20, "c").frame(width: 100, height: 100, alignment: .bottomTrailing, "f"),
                  screen: .canvas(300, 300), expected: [("f", R(100, 100, 100, 100)), ("c", R(180, 180, 20, 20))]),
        FrameCase(label: "width only", root: Node.color("c").frame(width: 100, "f"), screen: .canvas(300, 300),
                  expected: [("f", R(100, 0, 100, 300)), ("c", R(100, 0, 100, 300))]),
        // padding() is 16 on every edge (facts §2.1).
        FrameCase(label: "default padding", root: Node.fixed(50, 20, "c").padding(16, "p"), screen: .canvas(200, 200),
                  expected: [("p", R(59, 74, 82, 52)), ("c", R(75, 90, 50, 20))]),
        FrameCase(label: "edge insets", root: Node.fixed(50, 20, "c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), "p"),
                  screen: .canvas(200, 200), expected: [("p", R(72, 88, 56, 24)), ("c", R(74, 89, 50, 20))]),
        FrameCase(label: "padding proposes less", root: Node.color("c").padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40), "p"),
                  screen: .canvas(300, 300), expected: [("c", R(20, 10, 240, 260))]),
        FrameCase(label: "negative padding", root: Node.fixed(50, 20, "c").padding(-10, "p"), screen: .canvas(200, 200),
                  expected: [("p", R(85, 100, 30, 0)), ("c", R(75, 90, 50, 20))]),
        // fixedSize per axis: the colour's ideal 10 on the fixed axis, the proposal on the other.
        FrameCase(label: "fixedSize horizontal", root: Node.color("c").fixedSize(horizontal: true, vertical: false), screen: .canvas(200, 200),
                  expected: [("c", R(95, 0, 10, 200))]),
        FrameCase(label: "fixedSize vertical", root: Node.color("c").fixedSize(horizontal: false, vertical: true), screen: .canvas(200, 200),
                  expected: [("c", R(0, 95, 200, 10))]),
        // Text "aaaa bbbb cccc dddd" (8.5 per character): wraps to 76.667 × 40.667 in 100; unwrapped 161.667.
        FrameCase(label: "text wraps in frame", root: Node.text("aaaa bbbb cccc dddd", "t").frame(width: 100, "f"), screen: .canvas(300, 300),
                  expected: [("t", R(px(150 - (115.0 / 3)), px(150 - (61.0 / 3)), (230.0 / 3), (122.0 / 3)))]),
        FrameCase(label: "text fixed horizontally", root: Node.text("aaaa bbbb cccc dddd", "t").fixedSize(horizontal: true, vertical: false).frame(width: 100, "f"),
                  screen: .canvas(300, 300), expected: [("t", R(px(150 - (485.0 / 6)), px(150 - (61.0 / 6)), (485.0 / 3), (61.0 / 3)))]),
        // aspectRatio (Apple docs: fit = largest size of the ratio inside the proposal, fill = smallest containing it).
        FrameCase(label: "scaledToFit", root: Node.image(200, 100, "img").aspectRatio(contentMode: .fit).frame(width: 100, height: 100, "f"),
                  screen: .canvas(200, 200), expected: [("img", R(50, 75, 100, 50))]),
        FrameCase(label: "scaledToFill", root: Node.image(200, 100, "img").aspectRatio(contentMode: .fill).frame(width: 100, height: 100, "f"),
                  screen: .canvas(200, 200), expected: [("img", R(0, 50, 200, 100))]),
        FrameCase(label: "aspect nil proposal", root: Node.image(200, 100, "img").aspectRatio(contentMode: .fit).fixedSize(), screen: .canvas(400, 400),
                  expected: [("img", R(100, 150, 200, 100))]),
        FrameCase(label: "aspectRatio 1 fit", root: Node.color("c").aspectRatio(1, contentMode: .fit), screen: .canvas(300, 100),
                  expected: [("c", R(100, 0, 100, 100))]),
        FrameCase(label: "aspectRatio 1 fill", root: Node.color("c").aspectRatio(1, contentMode: .fill), screen: .canvas(300, 100),
                  expected: [("c", R(0, -100, 300, 300))]),
        // overlay and background: the secondary view is proposed the primary's size and aligned to it.
        FrameCase(label: "overlay bottomTrailing", root: Node.fixed(100, 50, "p").overlay(.bottomTrailing, "o", Node.fixed(20, 10, "badge")),
                  screen: .canvas(200, 200), expected: [("p", R(50, 75, 100, 50)), ("badge", R(130, 115, 20, 10))]),
        FrameCase(label: "background fills primary", root: Node.fixed(100, 50, "p").background(.center, "b", Node.color("bg")),
                  screen: .canvas(200, 200), expected: [("b", R(50, 75, 100, 50)), ("bg", R(50, 75, 100, 50))]),
        FrameCase(label: "background larger, topLeading", root: Node.fixed(100, 50, "p").background(.topLeading, "b", Node.fixed(150, 80, "big")),
                  screen: .canvas(200, 200), expected: [("b", R(50, 75, 100, 50)), ("big", R(50, 75, 150, 80))]),
        FrameCase(label: "background larger, centred", root: Node.fixed(100, 50, "p").background(.center, "b", Node.fixed(150, 80, "big")),
                  screen: .canvas(200, 200), expected: [("big", R(25, 60, 150, 80))]),
        // offset moves the drawing, not the layout; position centres the child at a point and takes the proposal.
        FrameCase(label: "offset", root: Node.fixed(50, 50, "c").offset(x: 10, y: 20, "off"), screen: .canvas(200, 200),
                  expected: [("off", R(75, 75, 50, 50)), ("c", R(85, 95, 50, 50))]),
        FrameCase(label: "position", root: Node.color("c").frame(width: 20, height: 20, "f").position(x: 50, y: 50, "pos"), screen: .canvas(200, 200),
                  expected: [("pos", R(0, 0, 200, 200)), ("f", R(40, 40, 20, 20))]),
        FrameCase(label: "offset in stack keeps neighbours", root: Node.hstack(spacing: 0, [Node.fixed(10, 10, "a").offset(x: 30, "off"), Node.fixed(10, 10, "b")]),
                  screen: .canvas(100, 100), expected: [("off", R(40, 45, 10, 10)), ("a", R(70, 45, 10, 10)), ("b", R(50, 45, 10, 10))]),
        // GeometryReader takes the proposal and puts its content at its top-leading corner.
        FrameCase(label: "GeometryReader", root: Node.geometryReader { v in Node.color("c").frame(width: v.size.width / 2, height: 10, "f") },
                  screen: .canvas(200, 100), expected: [("GeometryReader", R(0, 0, 200, 100)), ("f", R(0, 0, 100, 10))]),
    ]

    @Test(arguments: cases)
    func frames(_ c: FrameCase) { c.check() }

    /// Infinite and NaN inputs never give NaN or infinite frames.
    @Test(arguments: [
        Node.fixed(50, 50).padding(EdgeInsets(top: .nan, leading: .infinity, bottom: -5, trailing: 3)),
        Node.color().frame(width: .nan, height: .infinity),
        Node.color().offset(x: .infinity, y: .nan),
        Node.color().frame(minWidth: .nan, maxWidth: -5, minHeight: .infinity),
        Node.color().aspectRatio(.nan, contentMode: .fit),
        Node.color().aspectRatio(0, contentMode: .fill).fixedSize(),
        Node.hstack(.center, [Node.color().frame(width: .infinity), Node.spacer(.nan)]),
        Node.color().position(x: .nan, y: .infinity),
    ])
    func hostileValuesStayFinite(_ root: LayoutNode) {
        let laid = Laid(root, on: .canvas(100, 100))
        for f in laid.allFrames {
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0,
                    "\(laid.result.dump)")
        }
    }
}
