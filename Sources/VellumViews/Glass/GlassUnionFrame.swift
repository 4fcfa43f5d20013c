import Foundation

/// A union member's frame, as an anchor its container resolves.
struct GlassUnionFrame {
    let member: GlassUnionMember
    let bounds: Anchor<CGRect>
}
