import Foundation
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews

/// A view laid out on a device screen with the approximate text engine
/// (0.5 em per character), for navigation and container tests.
struct LaidOutScreen {
    let result: LayoutResult
    let size: CGSize

    static let iPhone = (size: CGSize(width: 393, height: 852), insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), scale: CGFloat(3))
    static let iPadPortrait = (size: CGSize(width: 834, height: 1194), insets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), scale: CGFloat(2))
    static let iPadLandscape = (size: CGSize(width: 1194, height: 834), insets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), scale: CGFloat(2))

    init<V: View>(_ view: V, _ device: (size: CGSize, insets: EdgeInsets, scale: CGFloat) = LaidOutScreen.iPhone) throws {
        var env = EnvironmentValues()
        env.displayScale = device.scale
        let nodes = try LoweringContext(environment: env).lower(view)
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
        let screen = LayoutEnvironment(bounds: CGRect(origin: .zero, size: device.size), containerInsets: device.insets,
                                       keyboardHeight: 0, displayScale: device.scale)
        result = LayoutEngine.layout(root, text: ApproximateTextEngine(), environment: screen)
        size = device.size
    }

    /// Every placed node, in preorder.
    var placed: [Int] { result.placedIDs }

    /// The frames of the nodes called `name`.
    func frames(named name: String) -> [CGRect] { result.frames(named: name) }

    /// The frame of the text drawn with `string`.
    func text(_ string: String) -> CGRect? {
        for id in placed { if case .text(let t, _, _)? = result.nodes[id].drawing, t.string == string { return result.frames[id] } }
        return nil
    }

    /// The text drawn with `string` and its paint's colour.
    func textColor(_ string: String) -> RGBAColor? {
        for id in placed {
            if case .text(let t, _, let p)? = result.nodes[id].drawing, t.string == string, case .color(let c) = p.kind { return c }
        }
        return nil
    }

    /// Every string drawn.
    var strings: [String] {
        placed.compactMap { if case .text(let t, _, _)? = result.nodes[$0].drawing { return t.string }; return nil }
    }

    /// The frames of the shapes filled with `color`.
    func fills(_ color: RGBAColor) -> [CGRect] {
        placed.compactMap { id in
            if case .fill(_, let p, _)? = result.nodes[id].drawing, case .color(let c) = p.kind, c == color { return result.frames[id] }
            return nil
        }
    }
}

func screenClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }
