import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews

/// Where the keyboard is: its panel across the screen, its keys inside the
/// leading and trailing safe area.
struct KeyboardArea {
    /// The colours in the chrome's colour scheme.
    let colors: KeyboardPalette
    /// The keyboard's height, its top edge, and where its keys start and how wide they may spread.
    let height, top, left, width: CGFloat
    /// The keys' corner radius.
    let keyRadius: CGFloat
    /// The panel behind the keys, across the screen.
    let panel: RenderNode

    /// The area of the keyboard `chrome` draws.
    init(_ chrome: DeviceChrome) {
        let device = chrome.device, insets = device.safeAreaInsets
        colors = KeyboardPalette(dark: chrome.colorScheme == .dark, look: chrome.platformLook)
        keyRadius = KeyboardMetrics.keyCornerRadius(chrome.platformLook)
        height = KeyboardMetrics.height(for: chrome.keyboardRequest, on: device)
        top = device.size.height - height
        left = Swift.max(0, insets.leading)
        width = Swift.max(0, device.size.width - left - Swift.max(0, insets.trailing))
        let rect = CGRect(x: 0, y: top, width: device.size.width, height: height)
        if chrome.platformLook == .iOS26 {
            // iOS 26: rounded top corners, a soft shadow over the screen above.
            let r = KeyboardMetrics.glassPanelCornerRadius
            var group = RenderGroup(children: [chrome.fill(UnevenRoundedRectangle(topLeadingRadius: r, topTrailingRadius: r, style: .continuous).path(in: rect),
                                                           colors.panel)])
            group.shadow = RenderShadow(color: KeyboardMetrics.glassPanelShadowColor, radius: KeyboardMetrics.glassPanelShadowRadius, offset: .zero)
            panel = .group(group)
        } else {
            panel = chrome.fill(Path(rect), colors.panel)
        }
    }
}
