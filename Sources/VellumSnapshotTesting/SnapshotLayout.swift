import Vellum

/// The canvas a snapshot is drawn on, as swift-snapshot-testing's
/// `SwiftUISnapshotLayout` names them.
///
/// ```swift
/// assertSVGSnapshot(of: Badge(count: 3), layout: .sizeThatFits, named: "badge")
/// assertSVGSnapshot(of: Banner(), layout: .fixed(width: 320, height: 80), named: "banner")
/// assertSVGSnapshot(of: SettingsScreen(), layout: .device(.iPhone16Pro), variants: [.light, .dark], named: "settings")
/// ```
public enum SnapshotLayout: Hashable, Sendable {
    /// The screen of a device: its size, safe area and keyboard.
    case device(Device)
    /// A canvas of this size with the view centred, no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// A canvas the view's ideal size (the view is proposed `.unspecified`,
    /// as `ImageRenderer` and Xcode's `sizeThatFitsLayout` do).
    case sizeThatFits

    /// A renderer of `view` on this canvas.
    public func renderer<Content: View>(for view: Content) -> SVGRenderer<Content> {
        switch self {
        case .device(let device): return SVGRenderer(content: view, device: device)
        case .fixed(let width, let height): return SVGRenderer(content: view, size: CGSize(width: width, height: height))
        case .sizeThatFits: return SVGRenderer(content: view, proposedSize: .unspecified)
        }
    }
}
