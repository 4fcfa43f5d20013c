/// How a preview's canvas is sized, as SwiftUI's `PreviewLayout`:
/// `.previewLayout(.sizeThatFits)` on a `PreviewProvider`'s preview.
///
/// ```swift
/// Badge(count: 3).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Hashable, Sendable {
    /// The device's whole screen (the default).
    case device
    /// A canvas the size of the view, which is offered the device's screen size.
    case sizeThatFits
    /// A canvas of a fixed size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}
