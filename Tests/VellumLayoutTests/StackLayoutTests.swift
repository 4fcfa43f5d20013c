import Foundation
import Testing
@testable import VellumLayout

/// HStack and VStack sizing, swiftui-facts §2.2–2.4: priority groups, least
/// flexible first, remaining space divided by the children left, minimum
/// lengths of lower groups reserved, Spacers last with their minimum length.
@Suite struct StackLayoutTests {
    static let cases: [FrameCase] = [
        // objc.io "How an HStack Lays out Its Children" (facts §2.4 step 5): 75 and 100, overflowing to 175, centred.
        FrameCase(label: "objc.io maxWidth/minWidth", root: Node.hstack(spacing: 0, [
            Node.color("a").frame(maxWidth: 100, "fa"), Node.color("b").frame(minWidth: 100, "fb")]),
            screen: .canvas(150, 50),
            expected: [("HStack", R(px(-12.5), 0, 175, 50)), ("fa", R(px(-12.5), 0, 75, 50)), ("fb", R(px(62.5), 0, 100, 50))]),
        // Fixed child first (least flexible), the two colours split 300 − 10 − 10 − 50.
        FrameCase(label: "fixed and flexible", root: Node.hstack(spacing: 10, [
            Node.fixed(50, 20, "f"), Node.color("c1"), Node.color("c2")]),
            screen: .canvas(300, 100),
            expected: [("f", R(0, 40, 50, 20)), ("c1", R(60, 0, 115, 100)), ("c2", R(185, 0, 115, 100))]),
        // Default spacing between two non-text views is 8 (facts §2.2).
        FrameCase(label: "default spacing 8", root: Node.hstack(.center, [Node.fixed(10, 10, "a"), Node.fixed(10, 10, "b")]),
                  screen: .canvas(100, 100), expected: [("a", R(36, 45, 10, 10)), ("b", R(54, 45, 10, 10))]),
        // Next to a Spacer the spacing is 0 (facts §2.2); the Spacer takes the rest and is 0 tall in an HStack (§2.3).
        FrameCase(label: "spacer takes the rest", root: Node.hstack(.center, [Node.fixed(10, 10, "a"), Node.spacer(), Node.fixed(10, 10, "b")]),
                  screen: .canvas(100, 20),
                  expected: [("a", R(0, 5, 10, 10)), ("Spacer", R(10, 10, 80, 0)), ("b", R(90, 5, 10, 10))]),
        // A Spacer keeps its minimum length even when the others overflow (facts §2.3, §2.4 step 4).
        FrameCase(label: "spacer min length kept", root: Node.hstack(.center, [Node.fixed(60, 10, "a"), Node.spacer(30), Node.fixed(60, 10, "b")]),
                  screen: .canvas(100, 20),
                  expected: [("HStack", R(-25, 5, 150, 10)), ("a", R(-25, 5, 60, 10)), ("Spacer", R(35, 10, 30, 0)), ("b", R(65, 5, 60, 10))]),
        // The Spacer's minimum is reserved before the colours share the rest (§2.4 step 4).
        FrameCase(label: "spacer min reserved", root: Node.hstack(.center, [Node.color("c1"), Node.spacer(20), Node.color("c2")]),
                  screen: .canvas(100, 20),
                  expected: [("c1", R(0, 0, 40, 20)), ("Spacer", R(40, 10, 20, 0)), ("c2", R(60, 0, 40, 20))]),
        // Default minimum length is the default spacing, 8 (§2.3).
        FrameCase(label: "spacer default min 8", root: Node.hstack(.center, [Node.color("c1"), Node.spacer(), Node.color("c2")]),
                  screen: .canvas(100, 20),
                  expected: [("c1", R(0, 0, 46, 20)), ("Spacer", R(46, 10, 8, 0)), ("c2", R(54, 0, 46, 20))]),
        // A Spacer under a modifier is still sized last.
        FrameCase(label: "framed spacer sized last", root: Node.hstack(spacing: 0, [Node.color("c1"), Node.spacer().frame(height: 4, "fs"), Node.color("c2")]),
                  screen: .canvas(100, 20),
                  expected: [("c1", R(0, 0, 46, 20)), ("fs", R(46, 8, 8, 4)), ("c2", R(54, 0, 46, 20))]),
        // layoutPriority: the higher group is offered everything first (facts §2.4, Field Guide).
        FrameCase(label: "layoutPriority", root: Node.hstack(spacing: 0, [
            Node.color("a").frame(maxWidth: 80, "fa"), Node.color("b").frame(maxWidth: 80, "fb").layoutPriority(1)]),
            screen: .canvas(100, 20), expected: [("fa", R(0, 0, 20, 20)), ("fb", R(20, 0, 80, 20))]),
        FrameCase(label: "same priority splits", root: Node.hstack(spacing: 0, [
            Node.color("a").frame(maxWidth: 80, "fa"), Node.color("b").frame(maxWidth: 80, "fb")]),
            screen: .canvas(100, 20), expected: [("fa", R(0, 0, 50, 20)), ("fb", R(50, 0, 50, 20))]),
        // The lower group's minimum (30) is reserved while the higher group is sized.
        FrameCase(label: "lower minimum reserved", root: Node.hstack(spacing: 0, [
            Node.fixed(30, 10, "low"), Node.color("high").layoutPriority(1)]),
            screen: .canvas(100, 10), expected: [("low", R(0, 0, 30, 10)), ("high", R(30, 0, 70, 10))]),
        // Text (flexibility 34) before the colour (infinite): offered 50, takes 34; the colour gets 66.
        FrameCase(label: "least flexible first", root: Node.hstack(spacing: 0, [Node.color("c"), Node.text("abcd", "t")]),
                  screen: .canvas(100, 30), expected: [("c", R(0, 0, 66, 30)), ("t", R(66, px((30 - 61.0 / 3) / 2), 34, 61.0 / 3))]),
        // Explicit spacing is applied exactly (facts §2.2, §9).
        FrameCase(label: "explicit spacing", root: Node.vstack(spacing: 6, [Node.fixed(10, 10, "a"), Node.fixed(10, 10, "b")]),
                  screen: .canvas(100, 100), expected: [("a", R(45, 37, 10, 10)), ("b", R(45, 53, 10, 10))]),
        // Nested stacks: trailing alignment, spacing 4 and 2; the HStack is 32 × 20, the VStack 50 × 29.
        FrameCase(label: "nested stacks", root: Node.vstack(.trailing, spacing: 4, [
            Node.hstack(spacing: 2, "h", [Node.fixed(10, 10, "a"), Node.fixed(20, 20, "b")]), Node.fixed(50, 5, "c")]),
            screen: .canvas(100, 100),
            expected: [("VStack", R(25, px(35.5), 50, 29)), ("h", R(43, px(35.5), 32, 20)), ("a", R(43, px(40.5), 10, 10)),
                       ("b", R(55, px(35.5), 20, 20)), ("c", R(25, px(59.5), 50, 5))]),
        // A Divider in an HStack is vertical: a pixel wide, the proposed height (facts §7).
        FrameCase(label: "divider in HStack", root: Node.hstack(spacing: 0, [Node.fixed(10, 10, "a"), Node.divider("d"), Node.fixed(10, 10, "b")]),
                  screen: .canvas(100, 40), expected: [("d", R(px(50 - 1.0 / 6), 0, 1.0 / 3, 40)), ("a", R(px(40 - 1.0 / 6), 15, 10, 10))]),
        // The stack's axis reaches a Divider through its frame: `Divider().frame(height: 20)` is vertical.
        FrameCase(label: "framed divider in HStack", root: Node.hstack(spacing: 0, [Node.divider("d").frame(height: 20, "fd")]),
                  screen: .canvas(100, 40), expected: [("d", R(px(50 - 1.0 / 6), 10, 1.0 / 3, 20))]),
        // Outside a stack a Divider is horizontal (facts §7).
        FrameCase(label: "divider alone", root: Node.divider("d"), screen: .canvas(100, 40),
                  expected: [("d", R(0, px(20 - 1.0 / 6), 100, 1.0 / 3))]),
        // Outside a stack a Spacer takes max(proposal, minLength) on both axes (facts §2.3).
        FrameCase(label: "spacer in ZStack", root: Node.zstack(.center, [Node.spacer(nil, "s")]), screen: .canvas(100, 40),
                  expected: [("s", R(0, 0, 100, 40))]),
    ]

    @Test(arguments: cases)
    func frames(_ c: FrameCase) { c.check() }

    /// Text-aware VStack spacing, facts §2.2, with the approximate engine's SF proportions
    /// (ascent 0.952 em, descent 0.2414 em, cap height 0.705 em) at 17 pt:
    /// lh = 20.2878, dts = ceil₁/₃(2.02878) = 2.3333, dls = 22.6211;
    /// text above a view: max(dls − cap, dts + descent) = max(10.6361, 6.4371) = 10.6361;
    /// a view above text: dls − ascent = 6.4371; text above text: the lower font's leading (0).
    @Test func textAwareVerticalSpacing() {
        let textToView: CGFloat = 22.621133 - 11.985, viewToText: CGFloat = 22.621133 - 16.184
        let h = (61.0 / 3) + textToView + 10 + viewToText + (61.0 / 3) + 0 + (61.0 / 3)
        let laid = Laid(Node.vstack(.center, [Node.text("Hi", "t1"), Node.fixed(10, 10, "box"), Node.text("Yo", "t2"), Node.text("Go", "t3")]),
                        on: .canvas(200, 200))
        let top = (200 - h) / 2
        laid.expect("t1", R(px(100 - 8.5), px(top), 17, (61.0 / 3)))
        laid.expect("box", R(95, px(top + (61.0 / 3) + textToView), 10, 10))
        laid.expect("t2", R(px(100 - 8.5), px(top + (61.0 / 3) + textToView + 10 + viewToText), 17, (61.0 / 3)))
        laid.expect("t3", R(px(100 - 8.5), px(top + (61.0 / 3) + textToView + 10 + viewToText + (61.0 / 3)), 17, (61.0 / 3)))
        #expect(abs(laid.frame("VStack").height - px(h)) < 0.34)
    }

    /// Horizontally, text takes the default 8 (facts §2.2).
    @Test func textInHStackUsesDefaultSpacing() {
        let laid = Laid(Node.hstack(.center, [Node.text("ab", "a"), Node.text("cd", "b")]), on: .canvas(200, 100))
        #expect(abs(laid.frame("b").minX - laid.frame("a").maxX - 8) < 0.34, "\(laid.result.dump)")
    }

    /// A stack's spacing preference is the union of its children's: a VStack of
    /// text next to a box is spaced like text (10.636 below it), not 8.
    @Test func stackSpacingIsUnionOfChildren() {
        let laid = Laid(Node.vstack(spacing: nil, "outer", [Node.vstack(spacing: 0, "inner", [Node.text("Hi", "t")]), Node.fixed(10, 10, "box")]),
                        on: .canvas(200, 200))
        let gap = laid.frame("box").minY - laid.frame("inner").maxY
        #expect(abs(gap - 10.636133) < 0.34, "gap \(gap)\n\(laid.result.dump)")
    }

    /// With an unspecified proposal a stack asks each child for its ideal size.
    @Test func idealSizeOfStack() {
        let laid = Laid(Node.hstack(spacing: 0, [Node.color("c"), Node.fixed(20, 30, "f")]).fixedSize(), on: .canvas(200, 200))
        #expect(laid.frame("HStack").size == CGSize(width: 30, height: 30))
        #expect(laid.frame("c").size == CGSize(width: 10, height: 10))
    }
}
