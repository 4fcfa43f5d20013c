/// A trait of a preview: how Xcode's canvas lays it out and turns its device.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { Banner() }
/// ```
public struct PreviewTrait<T>: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(PreviewModifierBox)
    }
    package let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's whole screen, the view laid out in its safe area (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }
    /// A canvas the size of the view, which is offered the device's screen size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// A canvas of a fixed size, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation(.landscapeLeft)) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation(.landscapeRight)) }
    /// The preview wrapped in a `PreviewModifier`'s body, its shared context made first.
    ///
    /// ```swift
    /// #Preview(traits: .modifier(SampleData())) { BookList() }
    /// ```
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(value: .modifier(PreviewModifierBox(modifier)))
    }
}
