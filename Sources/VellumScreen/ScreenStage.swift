import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews
internal import VellumText

/// The stage between painting and emitting: the screen as a stage, the
/// painted content its scene. It runs once, in order:
///
/// 1. the presentation the views asked for composed over the screen
///    (`PresentationComposer`);
/// 2. device chrome: the status bar, the home indicator, the keyboard and
///    the screen's rounded corners (`DeviceChrome`), when asked for;
/// 3. the accessibility overlay (`AccessibilityOverlay`), when asked for:
///    above everything, its elements the content's (found before chrome).
///
/// ```swift
/// let stage = ScreenStage(settings: ScreenSettings(device: .iPhone15Pro, displayScale: 3, showsDeviceChrome: true))
/// let picture = try stage.compose(painted, canvas: Device.iPhone15Pro.size, request: ScreenRequest(colorScheme: .light))
/// let svg = emitter.document(picture.nodes, size: Device.iPhone15Pro.size, background: picture.background)
/// ```
package struct ScreenStage {
    /// The screen the picture is drawn on and what is drawn over it.
    package var settings: ScreenSettings
    /// The text engine a presentation's content is laid out and painted with.
    package let text: any TextEngine

    /// A stage for `settings`, laying presentations out with `text`.
    package init(settings: ScreenSettings, text: any TextEngine = FontTextEngine()) {
        self.settings = settings
        self.text = text
    }

    /// The final picture of `painted` content on a canvas of `size`, for what
    /// the views asked of the screen (`request`): presentation, chrome, overlay.
    package func compose(_ painted: [RenderNode], canvas size: CGSize, request: ScreenRequest) throws -> ScreenPicture {
        let (content, statusBarScheme) = try presenting(painted, canvas: size, request: request)
        var picture = ScreenPicture(nodes: content, background: Self.background(request.colorScheme))
        if settings.showsDeviceChrome, let device = settings.device {
            // The screen, its background included, inside the device's rounded corners.
            var chrome = DeviceChrome(device: device, colorScheme: request.colorScheme, keyboardVisible: settings.keyboardVisible,
                                      statusBarScheme: statusBarScheme, text: text)
            chrome.keyboardRequest = request.keyboard
            chrome.layoutDirection = request.layoutDirection
            chrome.platformLook = settings.platformLook
            picture = ScreenPicture(nodes: chrome.decorate([screen(size, request.colorScheme)] + content), background: nil)
        }
        if settings.showsAccessibilityOverlay {
            // Drawn above everything, device chrome included; its elements are the content's.
            picture.nodes += AccessibilityOverlay(content: content, canvas: size, direction: request.layoutDirection, text: text).nodes()
        }
        return picture
    }

    /// The accessibility elements of `painted` content, with what the views
    /// presented composed over it, in reading order: what the overlay draws.
    package func accessibilityElements(_ painted: [RenderNode], canvas size: CGSize, request: ScreenRequest) throws -> [AccessibilityElement] {
        AccessibilityHierarchy(try presenting(painted, canvas: size, request: request).nodes, canvas: size,
                               direction: request.layoutDirection).elements
    }

    /// What the accessibility audits read of `painted` content with its
    /// presentation composed over it: the elements in reading order, and
    /// every text and icon glyph with its colour and the colour under it.
    package func auditSamples(_ painted: [RenderNode], canvas size: CGSize, request: ScreenRequest,
                              backdrop: ContrastSampler.Backdrop? = nil) throws -> (elements: [AccessibilityElement], contrast: ContrastSampler) {
        let nodes = try presenting(painted, canvas: size, request: request).nodes
        return (AccessibilityHierarchy(nodes, canvas: size, direction: request.layoutDirection).elements,
                ContrastSampler(nodes, canvas: size, base: Self.background(request.colorScheme), backdrop: backdrop))
    }

    /// `painted` with the request's presentation composed over it, and the
    /// colour scheme the status bar is then drawn for when it differs from
    /// the screen's (white over a screen pushed back behind a large sheet).
    private func presenting(_ painted: [RenderNode], canvas size: CGSize,
                            request: ScreenRequest) throws -> (nodes: [RenderNode], statusBarScheme: ColorScheme?) {
        guard let presentation = request.presentation else { return (painted, nil) }
        // The screen's own background goes with it when it is pushed back or dimmed.
        let composer = PresentationComposer(screen: PresentationScreen(settings: settings, size: size), text: text)
        return (try composer.compose([screen(size, request.colorScheme)] + painted, presentation),
                composer.pushesBack(presentation) ? .dark : nil)
    }

    /// The screen's background in `scheme`: white, or black when dark.
    private static func background(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor.black : RGBAColor.white
    }

    /// The screen's background as a node filling the canvas.
    private func screen(_ size: CGSize, _ scheme: ColorScheme) -> RenderNode {
        .path(RenderPath(path: Path(CGRect(origin: .zero, size: size)), fill: PaintRef(.color(Self.background(scheme)))))
    }
}
