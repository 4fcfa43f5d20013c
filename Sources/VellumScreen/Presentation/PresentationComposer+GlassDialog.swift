import Foundation
import VellumCore
import VellumGeometry
import VellumLayout
import VellumRender
import VellumViews

extension PresentationComposer {
    /// iOS 26's confirmation dialog: its card at its own size, below the
    /// view that presents it (`Presentation.anchor`), above it when there is
    /// no room below, centred in the safe area when neither fits (a dialog
    /// presented by a whole screen) or the presenter is not known; centred on
    /// the presenter across, kept `glassDialogMargin` inside the screen's
    /// sides. The screen behind is neither dimmed nor hidden from VoiceOver:
    /// iOS 26 lets people use the rest of the screen while it is up.
    func glassDialog(_ behind: [RenderNode], _ p: Presentation) throws -> [RenderNode] {
        behind + (try paint(p.content, in: glassDialogFrame(p), insets: EdgeInsets(), keyboard: false))
    }

    /// Where `glassDialog` draws `p`'s card.
    func glassDialogFrame(_ p: Presentation) -> CGRect {
        let safe = screen.bounds.inset(by: screen.insets)
        let sides = screen.bounds.insetBy(dx: M.glassDialogMargin, dy: 0)
        let ideal = LayoutEngine.layout(p.content, fitting: ProposedViewSize(width: sides.width, height: nil), text: text,
                                        displayScale: screen.displayScale).environment.bounds.size
        let size = CGSize(width: Swift.min(ideal.width, sides.width), height: Swift.min(ideal.height, safe.height))
        let gap = M.glassDialogGap
        var y = safe.midY - size.height / 2, midX = safe.midX
        if let anchor = p.anchor {
            if anchor.maxY + gap + size.height <= safe.maxY {
                y = anchor.maxY + gap; midX = anchor.midX
            } else if anchor.minY - gap - size.height >= safe.minY {
                y = anchor.minY - gap - size.height; midX = anchor.midX
            }
        }
        let x = Swift.min(Swift.max(sides.minX, midX - size.width / 2), sides.maxX - size.width)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
