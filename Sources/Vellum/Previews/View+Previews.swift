nonisolated extension View {
    /// Names a `PreviewProvider`'s preview: its gallery caption and the name of its snapshot.
    ///
    /// ```swift
    /// Card().previewDisplayName("Card, dark").preferredColorScheme(.dark)
    /// ```
    public func previewDisplayName(_ value: String?) -> PreviewAttributesView<Self> {
        PreviewAttributesView(content: self, previewAttributes: PreviewAttributes(displayName: value))
    }

    /// Sizes a `PreviewProvider`'s preview canvas: the device, the view's fitting size, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> PreviewAttributesView<Self> {
        PreviewAttributesView(content: self, previewAttributes: PreviewAttributes(layout: value))
    }

    /// Turns the device of a `PreviewProvider`'s preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> PreviewAttributesView<Self> {
        PreviewAttributesView(content: self, previewAttributes: PreviewAttributes(orientation: value))
    }

    /// Chooses the device of a `PreviewProvider`'s preview by its name (`"iPhone SE (3rd generation)"`);
    /// a name Vellum has no device for leaves the default device.
    public func previewDevice(_ value: PreviewDevice?) -> PreviewAttributesView<Self> {
        PreviewAttributesView(content: self, previewAttributes: PreviewAttributes(device: value?.rawValue))
    }
}

/// A device for a preview, named as Xcode names it: `PreviewDevice(rawValue: "iPhone 15 Pro")`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String
    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// The Vellum device this name stands for: the preset whose name is a prefix of it
    /// (`"iPhone SE (3rd generation)"` is `.iPhoneSE`), or nil.
    var device: Device? {
        Device.presets.filter { rawValue.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }
    }
}
