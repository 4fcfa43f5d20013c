import Foundation
import Testing
@testable import VellumLayout

/// One row of a table of expected frames: a tree, a screen, and frames by view name.
struct FrameCase: Sendable, CustomTestStringConvertible {
    let label: String
    let root: LayoutNode
    var screen: Screen = .canvas(400, 400)
    let expected: [(String, CGRect)]

    var testDescription: String { label }

    /// Lays the tree out and checks every expected frame.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let laid = Laid(root, on: screen)
        for (name, rect) in expected { laid.expect(name, rect, sourceLocation: sourceLocation) }
    }
}
