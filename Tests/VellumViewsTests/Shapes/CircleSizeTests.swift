import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// A circle takes a square of the proposal, as SwiftUI sizes it, so a frame's
/// alignment moves it (issue 31's real pictures).
@Suite("Circle's size")
@MainActor struct CircleSizeTests {
    @Test("the smaller side of the proposal, the one side given, or 10")
    func sizes() {
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 50, height: 50))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 100))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: 30, height: 30))
        #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Ellipse().sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 100, height: 50))
    }

    @Test("a leading-aligned circle in a wide frame sits at the leading edge")
    func alignment() throws {
        func painted(_ view: some View) throws -> PaintedView { try PaintedView(view, size: CGSize(width: 120, height: 60)) }
        let aligned = try painted(Circle().fill(.red).frame(maxWidth: .infinity, alignment: .leading).frame(width: 100, height: 40))
        #expect(aligned == (try painted(Circle().fill(.red).frame(width: 40, height: 40).frame(width: 100, height: 40, alignment: .leading))))
    }
}
