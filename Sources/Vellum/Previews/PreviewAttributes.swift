/// What a `PreviewProvider`'s preview says about itself with
/// `previewDisplayName`, `previewLayout`, `previewInterfaceOrientation` and
/// `previewDevice`.
struct PreviewAttributes: Sendable, Equatable {
    var displayName: String?
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var device: String?

    /// `self` with `other`'s values where `other` has them (the inner modifier wins, as in SwiftUI).
    func overridden(by other: PreviewAttributes) -> PreviewAttributes {
        PreviewAttributes(displayName: other.displayName ?? displayName, layout: other.layout ?? layout,
                          orientation: other.orientation ?? orientation, device: other.device ?? device)
    }

    /// The traits these attributes stand for.
    var traits: [PreviewTrait<Preview.ViewTraits>] {
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        if let layout { traits.append(PreviewTrait(value: .layout(layout))) }
        if let orientation { traits.append(PreviewTrait(value: .orientation(orientation))) }
        return traits
    }

    /// The attributes set on `view` by preview modifiers anywhere in its chain
    /// of modifiers (`Card().previewDisplayName("A").preferredColorScheme(.dark)`),
    /// `tag(_:)` included.
    static func of(_ view: any View) -> PreviewAttributes {
        var layers: [PreviewAttributes] = []
        var current: Any = view
        while true {
            if let carrier = current as? any PreviewAttributeCarrier {
                if let layer = carrier.previewAttributeLayer { layers.append(layer) }
                current = carrier.previewWrappedView
            } else if let tagged = current as? any TaggedViewProtocol {
                current = tagged.taggedContent
            } else {
                break
            }
        }
        return layers.reduce(PreviewAttributes()) { $0.overridden(by: $1) }
    }
}

/// A view that wraps another: preview modifiers and every other modifier, which
/// preview attributes are read through.
protocol PreviewAttributeCarrier {
    var previewAttributeLayer: PreviewAttributes? { get }
    var previewWrappedView: Any { get }
}

extension ModifiedContent: PreviewAttributeCarrier {
    var previewAttributeLayer: PreviewAttributes? { nil }
    var previewWrappedView: Any { content }
}

/// A view with preview attributes: drawn as its content.
nonisolated public struct PreviewAttributesView<Content: View>: View, PreviewAttributeCarrier {
    let content: Content
    let previewAttributes: PreviewAttributes
    var previewAttributeLayer: PreviewAttributes? { previewAttributes }
    var previewWrappedView: Any { content }
    /// The content, unchanged.
    public var body: Content { content }
}
