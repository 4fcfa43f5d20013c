import Foundation
import VellumCore
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumText
import VellumViews

/// A view lowered and laid out on a device's screen with the real text engine
/// (the bundled fonts), as the renderer lays it out, but without painting it:
/// for tests whose subject is lowering, layout or the view graph, in
/// VellumViewsTests and (for the layout under an SVG check) VellumTests.
package enum DeviceLayout {
    /// The real text engine, with the bundled fonts.
    package static let text = FontTextEngine()

    /// The lowered root of `view` on a device.
    package static func lower<V: View>(_ view: V, device: Device = .iPhone15Pro, scheme: ColorScheme = .light) throws -> LayoutNode {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = device.scale
        env.screenSafeAreaInsets = device.safeAreaInsets
        let nodes = try LoweringContext(environment: env).lower(view)
        return nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
    }

    /// The layout of `view` on a device.
    package static func layout<V: View>(_ view: V, device: Device = .iPhone15Pro, keyboard: Bool = false) throws -> LayoutResult {
        let env = LayoutEnvironment(bounds: CGRect(origin: .zero, size: device.size), containerInsets: device.safeAreaInsets,
                                    keyboardHeight: keyboard ? device.keyboardHeight : 0, displayScale: device.scale)
        return LayoutEngine.layout(try lower(view, device: device), text: text, environment: env)
    }

    /// The settled layout of `view` on a device: the view graph's last pass,
    /// and how it settled.
    package static func settledLayout<V: View>(_ view: V, device: Device = .iPhone15Pro) throws -> (LayoutResult, SettleReport) {
        let env = LayoutEnvironment(bounds: CGRect(origin: .zero, size: device.size), containerInsets: device.safeAreaInsets,
                                    keyboardHeight: 0, displayScale: device.scale)
        var values = EnvironmentValues()
        values.displayScale = device.scale
        let graph = ViewGraph()
        let layout = try graph.settle {
            let nodes = try LoweringContext(environment: values, graph: graph).lower(view)
            let root = nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
            return LayoutEngine.layout(root, text: text, environment: env)
        }
        return (layout, graph.report)
    }

    /// Every placed frame whose node has `name`, in preorder.
    package static func frames(_ result: LayoutResult, named name: String) -> [CGRect] { result.frames(named: name) }
}
