import Foundation
import VellumCore
import VellumGeometry
import VellumLayout
import VellumRender
import VellumViews
internal import VellumText

/// Draws a presentation over the painted screen, as an iPhone (or an iPad)
/// shows it: lays the presentation's content out in the rectangle its style
/// gives it, paints it, and puts the screen behind it pushed back, dimmed or
/// hidden. Nested presentations (an alert from a sheet) are drawn on top.
///
/// - A sheet (or a popover, which iOS adapts to a sheet on an iPhone): at its
///   drawn detent from the bottom, top corners rounded, laid out with its own
///   safe area (no status bar, the home indicator's inset). At the large
///   detent the screen behind is scaled down onto black, rounded and dimmed;
///   below it the screen stays and is dimmed (unless background interaction
///   is enabled at that detent). On a regular-width screen: a centred form sheet.
/// - A full-screen cover: the whole screen with the device's safe areas; the
///   screen behind is not drawn.
/// - An alert: a card centred in the safe area over the dimmed screen.
/// - A confirmation dialog: an action sheet at the bottom over the dimmed
///   screen; in iOS 26 a card by the view that presents it, the screen
///   neither dimmed nor covered.
struct PresentationComposer {
    /// The screen presentations are drawn on.
    let screen: PresentationScreen
    /// The text engine presented content is laid out and painted with.
    let text: any TextEngine
    /// The views presenting something in what this composer has painted.
    let presenters = PresenterFrames()

    /// The measured sizes, insets and colours of presentations.
    typealias M = PresentationStageMetrics

    /// The screen's nodes with `presentation` (and what it presents) drawn over them.
    func compose(_ behind: [RenderNode], _ presentation: Presentation) throws -> [RenderNode] {
        var nodes = try composeOne(behind, presentation)
        for var nested in presentation.nested {
            // iOS 26's dialog from a view in presented content (a sheet's button) springs from that view.
            if nested.style == .confirmationDialog, nested.anchor == nil, let presenter = nested.presenter {
                nested.anchor = presenters.frames[presenter]
            }
            nodes = try compose(nodes, nested)
        }
        return nodes
    }

    /// The screen's nodes with `p` alone drawn over them, in the style it adapts to on this screen.
    private func composeOne(_ screenBehind: [RenderNode], _ p: Presentation) throws -> [RenderNode] {
        let behind = Self.covered(screenBehind)
        switch p.adaptedStyle(compactWidth: screen.isCompactWidth) {
        case .fullScreenCover:
            return try paint(p.content, in: screen.bounds, insets: screen.insets)
        case .popover where !screen.isCompactWidth && p.anchor != nil:
            return try popover(behind, p, anchor: p.anchor!)
        case .sheet, .popover:
            return try screen.isCompactWidth ? pageSheet(behind, p) : formSheet(behind, p)
        case .alert:
            return behind + [dimming(M.alertDimming)]
                + (try paint(p.content, in: screen.bounds, insets: screen.insets, keyboard: false))
        case .confirmationDialog where p.environment.platformLook == .iOS26:
            return try glassDialog(screenBehind, p)
        case .confirmationDialog:
            var insets = screen.insets
            insets.bottom = Swift.max(insets.bottom, M.actionSheetBottom)
            return behind + [dimming(M.alertDimming)] + (try paint(p.content, in: screen.bounds, insets: insets, keyboard: false))
        }
    }

    /// The screen behind a presentation, out of VoiceOver's reach while the
    /// presentation is up (`aria-hidden` in the SVG): sheets, popovers,
    /// alerts and dialogs are modal.
    static func covered(_ behind: [RenderNode]) -> [RenderNode] {
        guard !behind.isEmpty else { return behind }
        var group = RenderGroup(children: behind)
        var hidden = AccessibilityInfo()
        hidden.hidden = true
        group.accessibility = hidden
        return [.group(group)]
    }

    /// Whether `presentation`, or one it presents, pushes the screen back
    /// onto black (a large sheet on an iPhone): the status bar is then white.
    func pushesBack(_ presentation: Presentation) -> Bool {
        let style = presentation.adaptedStyle(compactWidth: screen.isCompactWidth)
        if screen.isCompactWidth, style == .sheet || style == .popover, pageSheetFrame(presentation).isLarge { return true }
        return presentation.nested.contains(where: pushesBack)
    }

    // MARK: Sheets

    /// The sheet's rectangle on an iPhone, and whether it is at the large height.
    func pageSheetFrame(_ p: Presentation) -> (rect: CGRect, detent: PresentationDetent, isLarge: Bool) {
        let top = screen.insets.top + M.sheetTopGap
        let large = Swift.max(0, screen.size.height - top)
        let maxDetentValue = Swift.max(0, large - screen.insets.bottom)
        let detent = p.options.drawnDetent(maxDetentValue: maxDetentValue, environment: p.environment)
        let height = detent == .large ? large
            : Swift.min(large, detent.height(maxDetentValue: maxDetentValue, environment: p.environment) + screen.insets.bottom)
        let rect = CGRect(x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
        return (rect, detent, height >= large - 0.5)
    }

    /// A sheet on an iPhone: from the bottom at its detent over the screen, pushed back or dimmed.
    private func pageSheet(_ behind: [RenderNode], _ p: Presentation) throws -> [RenderNode] {
        let (rect, detent, isLarge) = pageSheetFrame(p)
        let maxDetentValue = Swift.max(0, screen.size.height - screen.insets.top - M.sheetTopGap - screen.insets.bottom)
        var nodes: [RenderNode]
        if isLarge {
            nodes = pushedBack(behind)
        } else {
            nodes = behind
            if p.options.dimsBackground(at: detent, maxDetentValue: maxDetentValue, environment: p.environment) {
                nodes.append(dimming(M.sheetDimming))
            }
        }
        if p.environment.platformLook == .iOS26 {
            nodes.append(try floatingSheet(p, rect: rect, isLarge: isLarge))
            return nodes
        }
        let insets = EdgeInsets(top: 0, leading: screen.insets.leading, bottom: screen.insets.bottom, trailing: screen.insets.trailing)
        let radius = p.options.cornerRadius ?? M.sheetCornerRadius
        let shape = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
        nodes.append(clipped(try paint(p.content, in: rect, insets: insets), to: shape.path(in: rect)))
        return nodes
    }

    /// iOS 26's sheet on an iPhone, at the detent's `rect`: below full
    /// height floating inside the screen's sides and bottom with four
    /// corners concentric with the screen's; at full height reaching the
    /// sides and bottom, its top corners as round (`M.floatingSheetInset`).
    private func floatingSheet(_ p: Presentation, rect full: CGRect, isLarge: Bool) throws -> RenderNode {
        let inset = M.floatingSheetInset
        let radius = p.options.cornerRadius ?? Swift.max(screen.cornerRadius - inset, M.floatingSheetMinimumRadius)
        if isLarge {
            let insets = EdgeInsets(top: M.floatingSheetContentTop, leading: screen.insets.leading, bottom: screen.insets.bottom, trailing: screen.insets.trailing)
            let shape = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
            return clipped(try paint(p.content, in: full, insets: insets), to: shape.path(in: full))
        }
        let rect = CGRect(x: full.minX + inset, y: full.minY, width: Swift.max(0, full.width - 2 * inset), height: Swift.max(0, full.height - inset))
        let insets = EdgeInsets(top: M.floatingSheetContentTop, leading: Swift.max(0, screen.insets.leading - inset),
                                bottom: Swift.max(0, screen.insets.bottom - inset), trailing: Swift.max(0, screen.insets.trailing - inset))
        return clipped(try paint(p.content, in: rect, insets: insets), to: RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect))
    }

    /// A centred form sheet on a regular-width screen (an iPad), at most the safe area's size.
    private func formSheet(_ behind: [RenderNode], _ p: Presentation) throws -> [RenderNode] {
        let safe = screen.bounds.inset(by: screen.insets)
        let size = CGSize(width: Swift.min(M.formSheetSize.width, safe.width), height: Swift.min(M.formSheetSize.height, safe.height))
        let rect = CGRect(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
        let radius = p.options.cornerRadius ?? M.formSheetCornerRadius
        let card = clipped(try paint(p.content, in: rect, insets: EdgeInsets()),
                           to: RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect))
        return behind + [dimming(M.sheetDimming), card]
    }

    /// A popover on a regular-width screen: a bubble 320 wide, as tall as its
    /// content's ideal height (at most the room there is), below its anchor
    /// with an arrow pointing up at it (above it, pointing down, when there
    /// is more room there), kept inside the safe area; not dimmed, shadowed.
    private func popover(_ behind: [RenderNode], _ p: Presentation, anchor: CGRect) throws -> [RenderNode] {
        let safe = screen.bounds.inset(by: screen.insets).insetBy(dx: M.popoverMargin, dy: M.popoverMargin)
        let arrow = M.popoverArrow
        let roomBelow = safe.maxY - anchor.maxY - arrow.height, roomAbove = anchor.minY - safe.minY - arrow.height
        let below = roomBelow >= roomAbove
        let width = Swift.min(M.popoverWidth, safe.width)
        let ideal = LayoutEngine.layout(p.content, fitting: ProposedViewSize(width: width, height: nil), text: text,
                                        displayScale: screen.displayScale).environment.bounds.height
        let room = Swift.max(0, below ? roomBelow : roomAbove)
        let height = Swift.min(room, ideal.isFinite && ideal > 0 ? ideal : room)
        let x = Swift.min(Swift.max(safe.minX, anchor.midX - width / 2), safe.maxX - width)
        let y = below ? anchor.maxY + arrow.height : anchor.minY - arrow.height - height
        let rect = CGRect(x: x, y: y, width: width, height: height)
        // The bubble: the rounded card and the arrow, as one outline.
        var bubble = RoundedRectangle(cornerRadius: M.popoverCornerRadius, style: .continuous).path(in: rect)
        let tipX = Swift.min(Swift.max(rect.minX + M.popoverCornerRadius + arrow.width / 2, anchor.midX),
                             rect.maxX - M.popoverCornerRadius - arrow.width / 2)
        let baseY = below ? rect.minY + 0.5 : rect.maxY - 0.5, tipY = below ? rect.minY - arrow.height : rect.maxY + arrow.height
        bubble.move(to: CGPoint(x: tipX - arrow.width / 2, y: baseY))
        bubble.addLine(to: CGPoint(x: tipX, y: tipY))
        bubble.addLine(to: CGPoint(x: tipX + arrow.width / 2, y: baseY))
        bubble.closeSubpath()
        let fillColor = (try? PresentationMetrics.sheetBackground.resolved(in: p.environment)) ?? RGBAColor(255, 255, 255)
        var group = RenderGroup(children: [fill(bubble, fillColor), clipped(try paint(p.content, in: rect, insets: EdgeInsets(), keyboard: false),
                                                                         to: RoundedRectangle(cornerRadius: M.popoverCornerRadius, style: .continuous).path(in: rect))])
        group.shadow = RenderShadow(color: M.popoverShadowColor, radius: M.popoverShadowRadius, offset: .zero)
        return behind + [.group(group)]
    }

    /// The screen behind a large sheet: scaled down about its top centre onto
    /// black, its top at the top of the safe area, rounded and dimmed.
    private func pushedBack(_ behind: [RenderNode]) -> [RenderNode] {
        let s = M.pushedBackScale, w = screen.size.width, h = screen.size.height
        let top = screen.insets.top
        var scaled = RenderGroup(children: behind)
        scaled.transform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: (1 - s) * w / 2, ty: top)
        let card = CGRect(x: (1 - s) * w / 2, y: top, width: w * s, height: h * s)
        let rounded = RoundedRectangle(cornerRadius: M.pushedBackCornerRadius, style: .continuous).path(in: card)
        return [fill(Path(screen.bounds), M.pushedBackBackdrop),
                clipped([.group(scaled), dimming(M.sheetDimming)], to: rounded)]
    }

    // MARK: Helpers

    /// `node` laid out in `rect` with `insets` inside it, painted.
    func paint(_ node: LayoutNode, in rect: CGRect, insets: EdgeInsets, keyboard: Bool = true) throws -> [RenderNode] {
        // The keyboard's height from the screen's bottom, measured from the rectangle's.
        let keyboardHeight = keyboard ? Swift.max(0, screen.keyboardHeight - (screen.size.height - rect.maxY)) : 0
        let environment = LayoutEnvironment(bounds: rect, containerInsets: insets, keyboardHeight: keyboardHeight,
                                            displayScale: screen.displayScale)
        let layout = LayoutEngine.layout(node, text: text, environment: environment)
        if let failure = layout.failures.first { throw failure }
        presenters.record(layout)
        return Painter(layout: layout, text: text).paint()
    }

    /// Black of `opacity` over the whole screen.
    private func dimming(_ opacity: Double) -> RenderNode {
        fill(Path(screen.bounds), RGBAColor(0, 0, 0, opacity))
    }

    /// `path` filled with `color`.
    private func fill(_ path: Path, _ color: RGBAColor) -> RenderNode {
        .path(RenderPath(path: path, fill: PaintRef(.color(color))))
    }

    /// `nodes` in a group clipped to `path`.
    private func clipped(_ nodes: [RenderNode], to path: Path) -> RenderNode {
        var group = RenderGroup(children: nodes)
        group.clip = RenderClip(path: path, evenOdd: false)
        return .group(group)
    }
}
