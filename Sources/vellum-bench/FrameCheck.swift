import Foundation
import VellumLayout

/// Compares our placed frames with the reference frames `bench_layout.py
/// --write-frames` stores (Yoga's, preorder `[x, y, w, h]`).
enum FrameCheck {
    /// Our frames in Yoga's node order: a padded stack is one Yoga node whose
    /// box is the padding's frame; a leaf is its `.frame` node; coordinates are
    /// relative to the root's origin.
    static func frames(_ result: LayoutResult) -> [[Double]] {
        var out: [[Double]] = []
        let origin = result.root.frame.origin
        func emit(_ p: PlacedNode) {
            let f = p.frame
            out.append([f.minX - origin.x, f.minY - origin.y, f.width, f.height])
        }
        func visit(_ p: PlacedNode) {
            switch result.nodes[p.id].kind {
            case .padding:
                emit(p)
                p.children.first?.children.forEach(visit)
            case .layout:
                emit(p)
                p.children.forEach(visit)
            default:
                emit(p)  // a leaf: its frame node; the colour inside has the same frame
            }
        }
        visit(result.root)
        return out
    }

    /// "ok (N frames)", or what differs; nil when there is no reference file.
    static func check(_ result: LayoutResult, against path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let ref = object["frames"] as? [[Double]] else { return nil }
        let ours = frames(result)
        guard ours.count == ref.count else { return "MISMATCH: \(ours.count) frames, reference has \(ref.count)" }
        var bad = 0
        var first: String?
        for (i, (a, b)) in zip(ours, ref).enumerated() where zip(a, b).contains(where: { abs($0 - $1) > 0.01 }) {
            bad += 1
            if first == nil { first = "#\(i) ours \(a) yoga \(b)" }
        }
        return bad == 0 ? "ok (\(ours.count) frames)" : "MISMATCH: \(bad) frames differ, first \(first ?? "")"
    }
}
