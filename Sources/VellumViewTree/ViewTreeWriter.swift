import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// The settled, laid-out views as text: one view per line, indented two
/// spaces a level, with what changes its picture and its resolved frame.
///
/// ```
/// padding insets=16 frame=(0, 334.667, 393, 207.333)
///   VStack frame=(16, 350.667, 361, 175.333)
///     Text "Welcome" font=34/bold fg=#000000 frame=(122.667, 350.667, 148, 40.667)
///     opacity 0.5 frame=(176.667, 522.333, 40, 4)
///       frame width=40 height=4 frame=(176.667, 522.333, 40, 4)
///         Rectangle fill=#FF3B30 frame=(176.667, 522.333, 40, 4)
/// ```
///
/// Each modifier is a line of its own, around what it modifies, as SwiftUI
/// wraps a view in `ModifiedContent`. Numbers are written by the debug dump's
/// formatter (`LayoutResult.format`), colours as hex; only views that are
/// placed appear. The text depends on nothing but the tree, so the same views
/// give the same text, and a change shows as changed lines.
package struct ViewTreeWriter {
    /// The laid-out tree.
    package let layout: LayoutResult

    /// A writer for `layout`.
    package init(_ layout: LayoutResult) {
        self.layout = layout
    }

    /// The whole tree, one line per placed view, ending in a newline.
    package var text: String {
        var lines: [String] = []
        func visit(_ placed: PlacedNode, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + line(placed))
            for child in placed.children { visit(child, depth: depth + 1) }
        }
        visit(layout.root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One view's line: its name, what it draws or does, its frame.
    func line(_ placed: PlacedNode) -> String {
        let node = layout.nodes[placed.id]
        var parts = [node.name.isEmpty ? "_" : node.name]
        parts += ViewTreeAttributes.of(node.kind)
        if let drawing = node.drawing { parts += ViewTreeAttributes.of(drawing) }
        parts.append("frame=" + ViewTreeAttributes.rect(placed.frame))
        return parts.joined(separator: " ")
    }
}
