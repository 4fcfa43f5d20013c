import Foundation
import Testing
@testable import VellumLayout

/// Safe areas, the keyboard and `ignoresSafeArea` on an iPhone 15 Pro
/// (393 × 852, safe area 59 / 34, keyboard 336: swiftui-facts §6), and the
/// four SignInView variants of Apple's "Adding a Background to Your View"
/// (seed page 000).
@Suite struct SafeAreaTests {
    /// The seed page's VStack: "Welcome" in .title over a padded row of a text
    /// field (flexible, 34 tall) and a 30-point button.
    static func signInContent() -> LayoutNode {
        let field = LayoutNode(.leaf(.custom { p in CGSize(width: p.width ?? 100, height: 34) }), name: "field")
        let row = Node.hstack(spacing: nil, "row", [field, Node.fixed(30, 30, "button")]).padding(16, "rowPadding")
        return Node.vstack(spacing: nil, "content", [Node.text("Welcome", size: 28, "welcome"), row])
    }

    /// Text above a view at 28 pt (facts §2.2): lh = 33.4152, dts = ceil₁/₃(3.34152) = 3.6667,
    /// dls = 37.0819, max(dls − capHeight 19.74, dts + descent 6.7592) = 17.3419.
    static let titleGap: CGFloat = 33.4152 + 11.0 / 3 - 19.74
    /// The content's height: 33.667 (title) + the gap + 66 (padded row).
    static let contentHeight: CGFloat = (101.0 / 3) + titleGap + 66

    /// Where the content's top lands (before pixel rounding) when centred between `top` and `bottom`.
    static func contentTop(_ top: CGFloat, _ bottom: CGFloat) -> CGFloat { (top + bottom) / 2 - contentHeight / 2 }

    struct Variant: Sendable, CustomTestStringConvertible {
        let label: String
        let root: LayoutNode
        let keyboard: Bool
        /// The gradient's expected frame, or nil for "the same as the content's".
        let gradient: CGRect?
        let contentTop: CGFloat
        var testDescription: String { label }
    }

    static let variants: [Variant] = [false, true].flatMap { (kb: Bool) -> [Variant] in
        let safeBottom: CGFloat = kb ? 516 : 818
        let gradient = Node.color("gradient")
        return [
            // 1. `.background(backgroundGradient)`: the style background ignores safe areas only where the view
            //    touches them; the centred VStack does not, so the gradient is just behind it.
            Variant(label: "background modifier, keyboard \(kb)",
                    root: signInContent().background(.center, "background", gradient.ignoresSafeArea()),
                    keyboard: kb, gradient: nil, contentTop: contentTop(59, safeBottom)),
            // 2. ZStack: the gradient fills the safe area (above the keyboard when it shows).
            Variant(label: "ZStack, keyboard \(kb)", root: Node.zstack(.center, [gradient, signInContent()]),
                    keyboard: kb, gradient: R(0, 59, 393, safeBottom - 59), contentTop: contentTop(59, safeBottom)),
            // 3. ZStack.ignoresSafeArea(): everything fills the screen; the content stays put when the keyboard shows.
            Variant(label: "ZStack ignoring, keyboard \(kb)", root: Node.zstack(.center, [gradient, signInContent()]).ignoresSafeArea(),
                    keyboard: kb, gradient: R(0, 0, 393, 852), contentTop: contentTop(0, 852)),
            // 4. Only the gradient ignores: it fills the screen, the content moves above the keyboard.
            Variant(label: "gradient ignoring, keyboard \(kb)", root: Node.zstack(.center, [gradient.ignoresSafeArea(), signInContent()]),
                    keyboard: kb, gradient: R(0, 0, 393, 852), contentTop: contentTop(59, safeBottom)),
        ]
    }

    @Test(arguments: variants)
    func signIn(_ v: Variant) {
        let laid = Laid(v.root, on: .iPhone15Pro(keyboard: v.keyboard))
        let content = laid.frame("content")
        laid.expect("content", R(0, px(v.contentTop), 393, px(Self.contentHeight)))
        laid.expect("gradient", v.gradient ?? content)
        laid.expect("row", R(16, px(v.contentTop + (101.0 / 3) + Self.titleGap + 16), 361, 34))
    }

    static let cases: [FrameCase] = [
        // Content is laid out in the safe area.
        FrameCase(label: "root fills safe area", root: Node.color("c"), screen: .iPhone15Pro(), expected: [("c", R(0, 59, 393, 759))]),
        FrameCase(label: "keyboard shrinks safe area", root: Node.color("c"), screen: .iPhone15Pro(keyboard: true),
                  expected: [("c", R(0, 59, 393, 457))]),
        // Ignoring only the keyboard: down to the container's safe bottom (818), not the screen's.
        FrameCase(label: "ignore keyboard", root: Node.color("c").ignoresSafeArea(.keyboard), screen: .iPhone15Pro(keyboard: true),
                  expected: [("c", R(0, 59, 393, 759))]),
        // Ignoring only the container: the respected keyboard stops the bottom edge at 516.
        FrameCase(label: "ignore container with keyboard", root: Node.color("c").ignoresSafeArea(.container), screen: .iPhone15Pro(keyboard: true),
                  expected: [("c", R(0, 0, 393, 516))]),
        FrameCase(label: "ignore top edge", root: Node.color("c").ignoresSafeArea(edges: .top), screen: .iPhone15Pro(),
                  expected: [("c", R(0, 0, 393, 818)), ("ignoresSafeArea", R(0, 59, 393, 759))]),
        // A view that does not reach a safe edge does not grow.
        FrameCase(label: "middle view does not grow", root: Node.vstack(spacing: 0, [
            Node.spacer(), Node.color("band").frame(height: 50, "f").ignoresSafeArea(), Node.spacer()]),
            screen: .iPhone15Pro(), expected: [("f", R(0, px(438.5 - 25), 393, 50))]),
        // A GeometryReader filling the safe area reports its insets (59 / 34); drawn as a frame of that size.
        FrameCase(label: "GeometryReader insets", root: Node.geometryReader { v in
            Node.color("c").frame(width: v.safeAreaInsets.top, height: v.safeAreaInsets.bottom, "f") },
            screen: .iPhone15Pro(), expected: [("f", R(0, 59, 59, 34))]),
        // Grown into the unsafe area, the reader has nothing left to report.
        FrameCase(label: "GeometryReader ignoring", root: Node.geometryReader { v in
            Node.color("c").frame(width: v.safeAreaInsets.top, height: v.safeAreaInsets.bottom, "f") }.ignoresSafeArea(),
            screen: .iPhone15Pro(), expected: [("GeometryReader", R(0, 0, 393, 852)), ("f", R(0, 0, 0, 0))]),
        // safeAreaInset: the content is inset by the bar and the default gap (8 between two plain views).
        FrameCase(label: "safeAreaInset bottom", root: Node.color("content").safeAreaInset(edge: .bottom, Node.fixed(100, 50, "bar")),
                  screen: .canvas(400, 400), expected: [("content", R(0, 0, 400, 342)), ("bar", R(150, 350, 100, 50))]),
        FrameCase(label: "safeAreaInset top, spacing 0", root: Node.color("content").safeAreaInset(edge: .top, spacing: 0, Node.fixed(100, 50, "bar")),
                  screen: .canvas(400, 400), expected: [("content", R(0, 50, 400, 350)), ("bar", R(150, 0, 100, 50))]),
        // Content that ignores the safe area extends under the bar (its safe area was inset by the bar).
        FrameCase(label: "content under the bar", root: Node.color("content").ignoresSafeArea(.all, edges: .all, "ign")
            .safeAreaInset(edge: .bottom, spacing: 0, Node.fixed(100, 50, "bar")),
            screen: .canvas(400, 400), expected: [("ign", R(0, 0, 400, 350)), ("content", R(0, 0, 400, 400))]),
        // The bar aligns to the content's guide; the modifier is as tall as both and the gap.
        FrameCase(label: "safeAreaInset alignment", root: Node.fixed(200, 100, "content")
            .safeAreaInset(edge: .bottom, alignment: .leading, Node.fixed(100, 50, "bar")),
            screen: .canvas(400, 400), expected: [("safeAreaInset", R(100, 121, 200, 158)), ("content", R(100, 121, 200, 100)), ("bar", R(100, 229, 100, 50))]),
        // The bar of a bottom inset on a device still reaches the home-indicator area if it ignores it.
        FrameCase(label: "bar background into home indicator", root: Node.color("content")
            .safeAreaInset(edge: .bottom, spacing: 0, Node.fixed(100, 50, "bar").background(.center, "barBg", Node.color("bg").ignoresSafeArea())),
            screen: .iPhone15Pro(), expected: [("bar", R(px(146.5), 768, 100, 50)), ("bg", R(px(146.5), 768, 100, 84))]),
    ]

    @Test(arguments: cases)
    func frames(_ c: FrameCase) { c.check() }
}
