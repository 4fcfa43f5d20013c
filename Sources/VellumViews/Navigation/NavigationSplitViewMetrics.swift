import Foundation
import VellumCore

/// The numbers of a navigation split view on an iPad, in one place. None is
/// in swiftui-facts; each says where it comes from.
enum NavigationSplitViewMetrics {
    /// The sidebar's width. ⚠️ UIKit's default primary column width on an
    /// iPad (`UISplitViewController`, 320 pt), widely reported, not measured here.
    static let sidebarWidth: CGFloat = 320
    /// The content (supplementary) column's width. ❓ the same 320 pt.
    static let contentWidth: CGFloat = 320
    /// The narrowest container drawn with columns side by side (a regular
    /// horizontal size class). ❓ Vellum decides by width, iOS by size class:
    /// 740 pt puts an iPad mini in portrait (744) in the regular class and
    /// an iPhone 15 Pro in landscape (734 pt between its insets) in the compact one.
    static let regularWidth: CGFloat = 740
    /// The narrowest container drawn as landscape. ❓ between the widest
    /// portrait iPad (1024 pt, 12.9-inch) and the narrowest landscape one (1080 pt).
    static let landscapeWidth: CGFloat = 1050
    /// The dimming over the detail under an overlaid sidebar (`.prominentDetail`). ❓
    static let dimming = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.2), dark: RGBAColor(0, 0, 0, 0.4)))
    /// The line between columns: the separator colour, one pixel (swiftui-facts §7, `Divider`). ⚠️
    static let separator = Color(provider: .dynamic(light: RGBAColor(60, 60, 67, 0.29), dark: RGBAColor(84, 84, 88, 0.6)))
}
