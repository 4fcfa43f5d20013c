import Foundation
import VellumCore
import VellumGeometry
import VellumLayout
import VellumRender
import VellumScreen
import VellumViews
import VellumViewsTestSupport

/// A view drawn as the renderer draws it, up to the painted nodes: settled by the
/// view graph (`onAppear`, tasks, preferences), laid out on a canvas or a device's
/// screen with the real text engine, painted. The screen stage (chrome, keyboard,
/// presentations) and the SVG are VellumTests'. For tests whose subject is what views
/// lower to: two views compared by their picture (`==`), or what one draws.
struct PaintedView: Equatable {
    /// The painted nodes, in painting order.
    let nodes: [RenderNode]
    /// The canvas: the screen's or the canvas's size, or the size a fitted view chose.
    let size: CGSize

    /// `view` on a canvas of `size` with no safe area, as `SVGRenderer(content:size:)` draws it.
    init<V: View>(_ view: V, size: CGSize, scheme: ColorScheme = .light) throws {
        try self.init(view, scheme: scheme, dynamicTypeSize: .large, screen: ScreenSettings(device: nil, displayScale: 3), size: size) { root in
            LayoutEngine.layout(root, text: DeviceLayout.text, environment: LayoutEnvironment(bounds: CGRect(origin: .zero, size: size), displayScale: 3))
        }
    }

    /// `view` on `device`'s screen, inside its safe area, as `SVGRenderer(content:device:)` draws it.
    init<V: View>(_ view: V, device: Device, scheme: ColorScheme = .light) throws {
        try self.init(view, scheme: scheme, dynamicTypeSize: .large, screen: ScreenSettings(device: device, displayScale: device.scale), size: device.size) { root in
            LayoutEngine.layout(root, text: DeviceLayout.text, environment: LayoutEnvironment(
                bounds: CGRect(origin: .zero, size: device.size), containerInsets: device.safeAreaInsets, displayScale: device.scale))
        }
    }

    /// `view` at the size it chooses for `proposal`, as `SVGRenderer(content:proposedSize:)` draws it,
    /// the renderer's `dynamicTypeSize` given.
    init<V: View>(_ view: V, fitting proposal: ProposedViewSize, scheme: ColorScheme = .light,
                  dynamicTypeSize: DynamicTypeSize = .large) throws {
        try self.init(view, scheme: scheme, dynamicTypeSize: dynamicTypeSize, screen: ScreenSettings(device: nil, displayScale: 3), size: nil) { root in
            LayoutEngine.layout(root, fitting: proposal, text: DeviceLayout.text, displayScale: 3)
        }
    }

    /// The renderer's root environment (its colour scheme, pixel grid and the screen's size classes), then the settled layout, painted.
    private init<V: View>(_ view: V, scheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, screen: ScreenSettings, size: CGSize?,
                          layOut: (LayoutNode) -> LayoutResult) throws {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        values.dynamicTypeSize = dynamicTypeSize
        values.displayScale = screen.displayScale
        (values.horizontalSizeClass, values.verticalSizeClass) = screen.sizeClasses(of: size ?? .zero)
        let graph = ViewGraph()
        let layout = try graph.settle {
            let lowered = try LoweringContext(environment: values, graph: graph).lower(view)
            let root = lowered.count == 1 ? lowered[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: lowered, name: "VStack")
            let result = layOut(root)
            if let failure = result.failures.first { throw failure }
            return result
        }
        nodes = Painter(layout: layout, text: DeviceLayout.text).paint()
        self.size = size ?? layout.environment.bounds.size
    }

    /// The labels the SVG carries, in painting order: each text's string and each
    /// labelled group's label (an image's name, an accessibility label).
    var labels: [String] {
        func visit(_ node: RenderNode) -> [String] {
            switch node {
            case .group(let group): return (group.label.map { [$0] } ?? []) + group.children.flatMap(visit)
            case .text(let text): return [text.label]
            default: return []
            }
        }
        return nodes.flatMap(visit)
    }

    /// The rectangles images are drawn in, in painting order.
    var imageRects: [CGRect] {
        func visit(_ node: RenderNode) -> [CGRect] {
            switch node {
            case .group(let group): return group.children.flatMap(visit)
            case .image(let image): return [image.rect]
            default: return []
            }
        }
        return nodes.flatMap(visit)
    }

    /// The nodes as they draw, without what they say to assistive technologies:
    /// accessibility removed from every group, and groups left with no effect
    /// replaced by their children. Two views that draw alike are equal here
    /// even when one is a control's accessibility element.
    var drawing: [RenderNode] {
        func strip(_ node: RenderNode) -> [RenderNode] {
            guard case .group(var g) = node else { return [node] }
            g.accessibility = nil
            g.accessibilityFrame = nil
            g.children = g.children.flatMap(strip)
            return g.isPlain ? g.children : [.group(g)]
        }
        return nodes.flatMap(strip)
    }
}
