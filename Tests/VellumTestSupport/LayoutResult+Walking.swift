import Foundation
import VellumLayout

extension LayoutResult {
    /// The ids of every placed node, in preorder (a node before its children).
    package var placedIDs: [Int] {
        var out: [Int] = []
        func visit(_ node: PlacedNode) { out.append(node.id); node.children.forEach(visit) }
        visit(root)
        return out
    }

    /// The frames of the placed nodes whose node is called `name`, in preorder.
    package func frames(named name: String) -> [CGRect] {
        placedIDs.filter { nodes[$0].name == name }.map { frames[$0] }
    }
}
