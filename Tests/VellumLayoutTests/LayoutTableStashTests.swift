import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumLayout

/// The per-node tables a layout pass leaves for the next (`LayoutTableStash`).
@Suite("Layout tables kept between passes")
struct LayoutTableStashTests {
    @Test("A table given back is kept empty with its capacity, and the smallest that fits is taken")
    func keepsCapacity() {
        let stash = LayoutTableStash<Int>()
        var big = Array(0..<20_000), small = Array(0..<6_000)
        stash.give(&big); stash.give(&small)
        #expect(big.isEmpty && small.isEmpty, "the caller is left with empty tables")
        #expect(stash.keptCapacities.count == 2)
        #expect(stash.keptCapacities[0] >= 20_000 && stash.keptCapacities[1] >= 6_000)
        let taken = stash.take(for: 5_000)
        #expect(taken.isEmpty && taken.capacity >= 6_000 && taken.capacity < 20_000, "the smallest that holds 5,000")
        #expect(stash.keptCapacities.count == 1)
    }

    @Test("Small and huge tables are not kept; a full stash keeps the largest")
    func limits() {
        let stash = LayoutTableStash<Int>()
        var tiny = Array(0..<100), huge = [Int](repeating: 0, count: 600_000)
        stash.give(&tiny); stash.give(&huge)
        #expect(stash.keptCapacities.isEmpty)
        #expect(stash.take(for: 100).capacity == 0, "a small pass takes nothing")
        var a = Array(0..<5_000), b = Array(0..<8_000), c = Array(0..<12_000)
        stash.give(&a); stash.give(&b); stash.give(&c)
        #expect(stash.keptCapacities.count == 2)
        #expect(stash.keptCapacities.allSatisfy { $0 >= 8_000 }, "the 5,000 table made room for the 12,000 one")
    }

    @Test("Passes on recycled tables lay out what fresh ones do")
    func recycledPassesAgree() {
        func tree() -> LayoutNode {
            Node.vstack(spacing: 0, (0..<100).map { row in Node.hstack(spacing: 2, (0..<50).map { _ in Node.fixed(CGFloat(row % 7 + 1), 3) }) })
        }
        let env = LayoutEnvironment(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), displayScale: 3)
        var first = LayoutEngine.layout(tree(), text: ApproximateTextEngine(), environment: env)
        let frames = first.frames
        #expect(frames.count == 5_101)
        first.recycle()
        #expect(first.nodes.isEmpty && first.frames.isEmpty)
        for _ in 0..<3 {
            var again = LayoutEngine.layout(tree(), text: ApproximateTextEngine(), environment: env)
            #expect(again.frames == frames)
            again.recycle()
        }
    }
}
