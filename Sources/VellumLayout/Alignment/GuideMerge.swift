import Foundation

/// How a container derives its own explicit alignment guides from those of
/// its children (placed in its coordinates), as SwiftUI's stacks do:
/// the first text baseline is the topmost child baseline, the last text
/// baseline the bottommost, a custom guide is the mean of the children's
/// explicit values, and edge and centre guides are never inherited.
package enum GuideMerge {
    /// Merges explicit values per guide; each value already in container coordinates.
    package static func merge(_ values: [ObjectIdentifier: [CGFloat]]) -> [ObjectIdentifier: CGFloat] {
        var out: [ObjectIdentifier: CGFloat] = [:]
        for (id, vs) in values where !vs.isEmpty && !BuiltinGuide.frameGuideIDs.contains(id) {
            if id == BuiltinGuide.firstBaselineID || id == BuiltinGuide.separatorLeadingID { out[id] = vs.min() }
            else if id == BuiltinGuide.lastBaselineID || id == BuiltinGuide.separatorTrailingID { out[id] = vs.max() }
            else { out[id] = vs.reduce(0, +) / CGFloat(vs.count) }
        }
        return out
    }
}
