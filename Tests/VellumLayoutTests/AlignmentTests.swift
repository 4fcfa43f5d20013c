import Foundation
import Testing
@testable import VellumLayout

/// A custom guide a third of the way down (Apple's `AlignmentID` documentation example).
enum FirstThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}
extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }

/// Alignment guides on the cross axis, custom guides, baselines and ZStack
/// alignment (facts §2.4 step 6; Apple's `alignmentGuide(_:computeValue:)` and
/// `AlignmentID` documentation).
@Suite struct AlignmentTests {
    static let zAlignments: [(Alignment, CGPoint)] = [
        (.topLeading, CGPoint(x: 50, y: 50)), (.top, CGPoint(x: 90, y: 50)), (.topTrailing, CGPoint(x: 130, y: 50)),
        (.leading, CGPoint(x: 50, y: 90)), (.center, CGPoint(x: 90, y: 90)), (.trailing, CGPoint(x: 130, y: 90)),
        (.bottomLeading, CGPoint(x: 50, y: 130)), (.bottom, CGPoint(x: 90, y: 130)), (.bottomTrailing, CGPoint(x: 130, y: 130)),
    ]

    static let cases: [FrameCase] = [
        // An explicit leading guide of 10 moves the other children right by 10; the stack is 60 wide.
        FrameCase(label: "explicit leading guide", root: Node.vstack(.leading, spacing: 0, [
            Node.fixed(50, 10, "a"), Node.fixed(30, 10, "b").alignmentGuide(.leading) { _ in 10 }]),
            screen: .canvas(200, 200),
            expected: [("VStack", R(70, 90, 60, 20)), ("a", R(80, 90, 50, 10)), ("b", R(70, 100, 30, 10))]),
        // Apple's StripesGroupModified: a = 60 tall (guide 20), b = 90 tall with guide 2h/3 = 60.
        FrameCase(label: "custom AlignmentID", root: Node.hstack(.firstThird, spacing: 0, [
            Node.fixed(20, 60, "a"), Node.fixed(20, 90, "b").alignmentGuide(.firstThird) { d in 2 * d.height / 3 }]),
            screen: .canvas(200, 200),
            expected: [("HStack", R(80, 50, 40, 100)), ("a", R(80, 90, 20, 60)), ("b", R(100, 50, 20, 90))]),
        // A guide computed from another: b's trailing edge (30) meets a's leading edge; the stack is 80 wide.
        FrameCase(label: "guide from dimensions", root: Node.vstack(.leading, spacing: 0, [
            Node.fixed(50, 10, "a"), Node.fixed(30, 10, "b").alignmentGuide(.leading) { d in d[.trailing] }]),
            screen: .canvas(200, 200), expected: [("VStack", R(60, 90, 80, 20)), ("a", R(90, 90, 50, 10)), ("b", R(60, 100, 30, 10))]),
        // ZStack: children's guides coincide even when one sets its own (guide −10: 10 to the right).
        FrameCase(label: "ZStack explicit guide", root: Node.zstack(.leading, [
            Node.fixed(50, 50, "a"), Node.fixed(20, 20, "b").alignmentGuide(.leading) { _ in -10 }]),
            screen: .canvas(200, 200), expected: [("ZStack", R(75, 75, 50, 50)), ("a", R(75, 75, 50, 50)), ("b", R(85, 90, 20, 20))]),
        // ZStack size counts only its highest-priority children (facts §2.4 ZStack); the rest are proposed that size.
        FrameCase(label: "ZStack priority", root: Node.zstack(.center, [Node.color("bg"), Node.fixed(50, 50, "fg").layoutPriority(1)]),
                  screen: .canvas(200, 200), expected: [("ZStack", R(75, 75, 50, 50)), ("bg", R(75, 75, 50, 50))]),
        FrameCase(label: "ZStack without priority", root: Node.zstack(.center, [Node.color("bg"), Node.fixed(50, 50, "fg")]),
                  screen: .canvas(200, 200), expected: [("ZStack", R(0, 0, 200, 200)), ("fg", R(75, 75, 50, 50))]),
    ] + zAlignments.map { alignment, origin in
        FrameCase(label: "ZStack \(origin)", root: Node.zstack(alignment, [Node.fixed(100, 100, "big"), Node.fixed(20, 20, "small")]),
                  screen: .canvas(200, 200), expected: [("big", R(50, 50, 100, 100)), ("small", R(origin.x, origin.y, 20, 20))])
    }

    @Test(arguments: cases)
    func frames(_ c: FrameCase) { c.check() }

    /// First text baselines line up: ascent 26.656 at 28 pt and 16.184 at 17 pt.
    @Test func firstTextBaseline() {
        let laid = Laid(Node.hstack(.firstTextBaseline, spacing: 0, [Node.text("Big", size: 28, "big"), Node.text("sm", "small")]),
                        on: .canvas(200, 200))
        let top = (200 - (101.0 / 3)) / 2
        laid.expect("big", R(px(100 - 29.5), px(top), 42, (101.0 / 3)))
        laid.expect("small", R(px(100 + 12.5), px(top + 26.656 - 16.184), 17, (61.0 / 3)))
    }

    /// A VStack's first baseline is its first text's, found through the stack:
    /// 10 (box) + 6.4371 (view above text) + 16.184 (ascent) = 32.6211.
    @Test func baselinePropagatesThroughStacks() {
        let v = Node.vstack(spacing: nil, "v", [Node.fixed(10, 10, "box"), Node.text("ab", "inner")])
        let laid = Laid(Node.hstack(.firstTextBaseline, spacing: 0, [v, Node.text("Big", size: 28, "big")]), on: .canvas(200, 200))
        let vBaseline = 10 + 6.437133 + 16.184
        let bigOffset = vBaseline - 26.656
        let height = max(10 + 6.437133 + (61.0 / 3), bigOffset + (101.0 / 3))
        let top = (200 - height) / 2
        laid.expect("big", R(laid.frame("big").minX, px(top + bigOffset), 42, (101.0 / 3)))
        laid.expect("v", R(laid.frame("v").minX, px(top), 17, px(10 + 6.437133 + (61.0 / 3))))
    }

    /// The last baseline moves with padding; a view without text aligns its bottom.
    @Test func lastTextBaselineThroughPadding() {
        let laid = Laid(Node.hstack(.lastTextBaseline, spacing: 0, [Node.text("ab", "t").padding(10, "p"), Node.fixed(10, 10, "sq")]),
                        on: .canvas(200, 200))
        let baseline = 10 + 20.2878 - 4.1038   // padding top + last line's baseline
        let top = (200 - (121.0 / 3)) / 2
        laid.expect("p", R(laid.frame("p").minX, px(top), 37, (121.0 / 3)))
        laid.expect("sq", R(laid.frame("sq").minX, px(top + baseline - 10), 10, 10))
    }

    /// `alignmentGuide` on a ZStack child with a stack alignment of `.bottom`:
    /// the explicit value replaces the default, so the view is raised by 5.
    @Test func explicitBottomGuideInHStack() {
        let laid = Laid(Node.hstack(.bottom, spacing: 0, [Node.fixed(10, 40, "a"), Node.fixed(10, 10, "b").alignmentGuide(.bottom) { d in d.height + 5 }]),
                        on: .canvas(100, 100))
        #expect(laid.frame("b").maxY == laid.frame("a").maxY - 5, "\(laid.result.dump)")
    }
}
