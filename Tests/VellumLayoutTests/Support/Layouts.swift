import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumTestSupport
@testable import VellumLayout

/// A screen to lay out on.
struct Screen: Sendable {
    var size: CGSize
    var insets = EdgeInsets()
    var keyboard: CGFloat = 0
    var scale: CGFloat = 3

    /// A plain canvas (no safe areas), @3x.
    static func canvas(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 3) -> Screen { Screen(size: CGSize(width: w, height: h), scale: scale) }
    /// iPhone 15 Pro: 393 × 852, safe area 59 / 34, keyboard 336 (swiftui-facts §6).
    static func iPhone15Pro(keyboard: Bool = false) -> Screen {
        Screen(size: CGSize(width: 393, height: 852), insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
               keyboard: keyboard ? 336 : 0)
    }
    /// iPhone 16/17 Pro: 402 × 874, safe area 62 / 34 (swiftui-facts §6, §9).
    static let iPhone17Pro = Screen(size: CGSize(width: 402, height: 874), insets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))

    var environment: LayoutEnvironment {
        LayoutEnvironment(bounds: CGRect(origin: .zero, size: size), containerInsets: insets, keyboardHeight: keyboard, displayScale: scale)
    }
}

/// A laid-out tree with its frames by view name.
struct Laid {
    let result: LayoutResult

    init(_ root: LayoutNode, on screen: Screen = .canvas(400, 400)) {
        result = LayoutEngine.layout(root, text: ApproximateTextEngine(), environment: screen.environment)
    }

    /// Every placed frame whose view has `name`, in tree order.
    func frames(_ name: String) -> [CGRect] { result.frames(named: name) }

    /// The frame of the one view called `name` (a zero rect, recorded as an issue, if absent).
    func frame(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        let all = frames(name)
        if all.count != 1 { Issue.record("expected one \(name), found \(all.count)\n\(result.dump)", sourceLocation: sourceLocation) }
        return all.first ?? .zero
    }

    /// Checks the frame of `name` against `expected` (within a thousandth), showing the tree on failure.
    func expect(_ name: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let f = frame(name, sourceLocation: sourceLocation)
        let ok = [f.minX - expected.minX, f.minY - expected.minY, f.width - expected.width, f.height - expected.height]
            .allSatisfy { abs($0) < 0.001 }
        #expect(ok, "\(name): \(f) ≠ expected \(expected)\n\(result.dump)", sourceLocation: sourceLocation)
    }

    /// Every frame in the tree.
    var allFrames: [CGRect] {
        var out: [CGRect] = []
        func visit(_ n: PlacedNode) { out.append(n.frame); n.children.forEach(visit) }
        visit(result.root)
        return out
    }
}

/// A rectangle literal.
func R(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A value rounded to the @3x pixel grid the way the engine reports frames (ties up).
func px(_ v: CGFloat, _ scale: CGFloat = 3) -> CGFloat { ((v * scale + 1e-7) + 0.5).rounded(.down) / scale }
