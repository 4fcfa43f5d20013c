/// The canvas a preview is drawn on, from its traits: Xcode's rules.
///
/// - `.defaultLayout`: the device's screen, the view in its safe area.
/// - `.sizeThatFitsLayout`: the view is offered the device's screen size and
///   the canvas is the size it takes.
/// - `.fixedLayout(width:height:)`: a canvas of that size, the view centred.
/// - An orientation turns the device (its size, safe area and keyboard).
struct PreviewCanvas {
    var layout = PreviewLayout.device
    var device: Device

    init(traits: [PreviewTrait<Preview.ViewTraits>], device: Device) {
        var device = device
        for trait in traits {
            switch trait.value {
            case let .layout(layout): self.layout = layout
            case let .orientation(orientation): device = device.oriented(orientation)
            case .modifier: break
            }
        }
        self.device = device
    }

    func renderer<Content: View>(for view: Content) -> SVGRenderer<Content> {
        switch layout {
        case .device:
            return SVGRenderer(content: view, device: device)
        case .sizeThatFits:
            var renderer = SVGRenderer(content: view, proposedSize: ProposedViewSize(device.size))
            renderer.displayScale = device.scale
            return renderer
        case let .fixed(width, height):
            var renderer = SVGRenderer(content: view, size: CGSize(width: width, height: height))
            renderer.displayScale = device.scale
            return renderer
        }
    }
}
