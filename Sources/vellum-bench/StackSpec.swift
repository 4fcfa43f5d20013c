import Foundation

/// One node of the benchmark's stack tree, as `layout_tree.py` writes it:
/// `{"leaf": [w, h]}` or `{"stack": "h"|"v", "spacing": 8, "padding": 0|2, "children": [...]}`.
indirect enum StackSpec: Sendable {
    case leaf(width: Double, height: Double)
    case stack(horizontal: Bool, spacing: Double, padding: Double, children: [StackSpec])

    /// Reads a tree file.
    static func load(_ path: String) throws -> StackSpec {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var parser = SpecParser([UInt8](data))
        return try parser.node()
    }

    /// Leaves in the tree.
    var leafCount: Int {
        switch self {
        case .leaf: return 1
        case .stack(_, _, _, let children): return children.reduce(0) { $0 + $1.leafCount }
        }
    }

    /// Nodes in the tree (stacks and leaves), as Yoga counts them.
    var nodeCount: Int {
        switch self {
        case .leaf: return 1
        case .stack(_, _, _, let children): return children.reduce(1) { $0 + $1.nodeCount }
        }
    }

    /// The tree's fitted size (content plus padding), to size the canvas.
    var fittedSize: CGSize {
        switch self {
        case .leaf(let w, let h): return CGSize(width: w, height: h)
        case .stack(let horizontal, let spacing, let padding, let children):
            let sizes = children.map(\.fittedSize)
            let gaps = spacing * Double(Swift.max(0, sizes.count - 1))
            let major = sizes.reduce(0) { $0 + (horizontal ? $1.width : $1.height) } + gaps
            let minor = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
            let w = (horizontal ? major : minor) + 2 * padding
            let h = (horizontal ? minor : major) + 2 * padding
            return CGSize(width: w, height: h)
        }
    }
}

/// A benchmark failure with a message for standard error.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
