import Foundation
import Testing
@testable import VellumLayout

/// Counts calls, to show the cache is made once per layout pass.
final class CallCounter: @unchecked Sendable {
    var makeCache = 0
    var sizeThatFits = 0
}

/// Children side by side in equal slots as wide as the widest ideal child,
/// with the widest size kept in its cache (Apple's "Composing custom layouts
/// with SwiftUI" sample, reduced).
struct EqualWidthHStack: Layout {
    struct Cache { var slot: CGSize }
    let counter: CallCounter

    func makeCache(subviews: Subviews) -> Cache {
        counter.makeCache += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(slot: CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.sizeThatFits += 1
        return CGSize(width: cache.slot.width * CGFloat(subviews.count), height: cache.slot.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + cache.slot.width * (CGFloat(i) + 0.5), y: bounds.midY), anchor: .center,
                    proposal: ProposedViewSize(cache.slot))
        }
    }
}

/// Proposes exactly `proposal` to its one child and takes the child's size:
/// a probe for what a view answers to nil, zero, finite and infinite proposals.
struct Propose: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first.map { $0.sizeThatFits(proposal) } ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// A layout answering its own explicit first baseline.
struct BaselineAt7: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 30) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .firstTextBaseline ? 7 : nil
    }
}

/// The public `Layout` protocol drives custom layouts through the same
/// machinery as the built-in stacks.
@Suite struct CustomLayoutTests {
    @Test func equalWidthWithCache() {
        let counter = CallCounter()
        let root = Node.layout(EqualWidthHStack(counter: counter), "equal", [Node.fixed(30, 10, "a"), Node.fixed(50, 20, "b")])
        let laid = Laid(root, on: .canvas(200, 100))
        laid.expect("equal", R(50, 40, 100, 20))
        laid.expect("a", R(60, 45, 30, 10))
        laid.expect("b", R(100, 40, 50, 20))
        #expect(counter.makeCache == 1)
        #expect(counter.sizeThatFits >= 1)
    }

    /// ProposedViewSize semantics for each kind of view: nil asks for the ideal,
    /// zero for the minimum, infinity for the maximum.
    static let proposals: [(String, LayoutNode, ProposedViewSize, CGSize)] = [
        ("color nil", Node.color(), .unspecified, CGSize(width: 10, height: 10)),
        ("color zero", Node.color(), .zero, .zero),
        ("color 30x40", Node.color(), ProposedViewSize(width: 30, height: 40), CGSize(width: 30, height: 40)),
        ("text nil", Node.text("abcd"), .unspecified, CGSize(width: 34, height: 61.0 / 3)),
        ("text infinity", Node.text("abcd"), .infinity, CGSize(width: 34, height: 61.0 / 3)),
        ("image fit, infinite width", Node.image(200, 100).aspectRatio(contentMode: .fit), ProposedViewSize(width: .infinity, height: 50), CGSize(width: 100, height: 50)),
        ("image fit, infinite height", Node.image(200, 100).aspectRatio(contentMode: .fit), ProposedViewSize(width: 50, height: .infinity), CGSize(width: 50, height: 25)),
        ("image fill, finite", Node.image(200, 100).aspectRatio(contentMode: .fill), ProposedViewSize(width: 50, height: 50), CGSize(width: 100, height: 50)),
        ("image fit, nil", Node.image(200, 100).aspectRatio(contentMode: .fit), .unspecified, CGSize(width: 200, height: 100)),
        ("image fit, width only", Node.image(200, 100).aspectRatio(contentMode: .fit), ProposedViewSize(width: 40, height: nil), CGSize(width: 40, height: 20)),
        ("spacer zero", Node.spacer(), .zero, CGSize(width: 8, height: 8)),
        ("fixed frame ignores proposal", Node.color().frame(width: 5, height: 6), .infinity, CGSize(width: 5, height: 6)),
    ]

    @Test(arguments: 0..<proposals.count)
    func proposalSemantics(_ i: Int) {
        let (label, node, proposal, expected) = Self.proposals[i]
        let laid = Laid(Node.layout(Propose(proposal: proposal), "probe", [node]), on: .canvas(400, 400))
        let s = laid.frame("probe").size
        #expect(abs(s.width - expected.width) < 0.001 && abs(s.height - expected.height) < 0.001, "\(label): \(s)\n\(laid.result.dump)")
    }

    /// A layout's own `explicitAlignment` is what a baseline-aligned stack sees.
    @Test func explicitAlignmentOfCustomLayout() {
        let root = Node.hstack(.firstTextBaseline, spacing: 0, [Node.layout(BaselineAt7(), "custom", []), Node.fixed(10, 10, "box")])
        let laid = Laid(root, on: .canvas(100, 100))
        // The box's baseline is its bottom (10): it sits 3 above the custom layout's top.
        #expect(laid.frame("custom").minY - laid.frame("box").minY == 3, "\(laid.result.dump)")
    }

    /// Subviews report their priority, spacing and dimensions.
    @Test func subviewProxies() {
        struct Probe: Layout {
            let counter: CallCounter
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                if subviews[0].priority == 2, subviews[1].spacing.distance(to: subviews[0].spacing, along: .horizontal) == 8,
                   subviews[0].dimensions(in: .unspecified)[.trailing] == 7 { counter.sizeThatFits += 1 }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let counter = CallCounter()
        _ = Laid(Node.layout(Probe(counter: counter), "probe", [Node.fixed(7, 7).layoutPriority(2), Node.fixed(1, 1)]))
        #expect(counter.sizeThatFits > 0)
    }
}

/// The `├─` dump reads as the tree, a frame on every line.
@Suite struct DumpTests {
    @Test func dumpShowsTree() {
        let laid = Laid(Node.vstack(spacing: 0, [Node.fixed(10, 10, "a"), Node.fixed(10, 10, "b").padding(1, "p")]), on: .canvas(100, 100))
        #expect(laid.result.dump == """
        VStack (44, 39, 12, 22)
        ├─ a (45, 39, 10, 10)
        └─ p (44, 49, 12, 12)
           └─ b (45, 50, 10, 10)
        """)
    }
}
