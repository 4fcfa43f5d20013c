import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A primitive view whose drawing becomes a grey placeholder where the
/// environment redacts (`redacted(reason: .placeholder)`); text draws its own
/// placeholder bars (`TextOptions.isPlaceholder`).
package protocol PlaceholderRedactable {}

extension Image: PlaceholderRedactable {}

/// Turns the drawings of a redacted view into placeholders.
package enum PlaceholderRedaction {
    /// The opacity of the foreground style a placeholder is filled with.
    package static let opacity = TextOptions.placeholderOpacity
    /// The corner radius of a symbol's placeholder, as a fraction of its shorter side.
    static let symbolCornerFraction: CGFloat = 0.2

    /// The paint of placeholders in `environment`: its primary foreground style, faded.
    package static func paint(in environment: EnvironmentValues) throws -> Paint {
        try ForegroundResolution.paint(in: environment, level: 0).multiplyingOpacity(opacity)
    }

    /// `nodes` with every image and symbol drawing replaced by a placeholder fill of its frame.
    package static func redact(_ nodes: [LayoutNode], in environment: EnvironmentValues) throws -> [LayoutNode] {
        let paint = try paint(in: environment)
        return nodes.map { redact($0, paint) }
    }

    private static func redact(_ node: LayoutNode, _ paint: Paint) -> LayoutNode {
        var n = node
        switch n.drawing {
        case .image?:
            n.drawing = .fill(.rectangle, paint, FillStyle())
        case .layers?:
            n.drawing = .fill(ShapeGeometry(name: "RoundedRectangle") { rect in
                Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) * symbolCornerFraction)
            }, paint, FillStyle())
        default:
            break
        }
        if !n.children.isEmpty { n.children = n.children.map { redact($0, paint) } }
        return n
    }
}
