import Foundation
import VellumCore

/// iOS 26's alert: a wider card of glass with larger corners, the title and
/// message aligned to the leading edge, and the buttons as capsules below
/// them, two side by side (the cancel button leading) when their titles fit,
/// else stacked (the cancel button last). All of it assumed from Apple's
/// design material: no render of an iOS 26 alert was found
/// (docs/reference/ios26-real-pngs.md).
nonisolated struct GlassAlertCard: View {
    let title: AnyView?
    let message: AnyView?
    let actions: [DialogAction]

    typealias M = PresentationMetrics.GlassAlert

    var body: some View {
        VStack(alignment: .leading, spacing: M.buttonsTop) {
            VStack(alignment: .leading, spacing: PresentationMetrics.alertTitleMessageSpacing) {
                if let title { title.font(PresentationMetrics.alertTitleFont) }
                if let message { message.font(M.messageFont) }
            }
            .multilineTextAlignment(.leading)
            .foregroundStyle(Color.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
            buttons
        }
        .padding(M.padding)
        .frame(width: M.width)
        .background { GlassSurface(glass: .regular, shape: RoundedRectangle(cornerRadius: M.cornerRadius, style: .continuous)) }
        .background(M.backing, in: RoundedRectangle(cornerRadius: M.cornerRadius, style: .continuous))
    }

    @ViewBuilder private var buttons: some View {
        let rows = DialogAction.alertOrder(actions, sideBySide: true)
        if rows.count == 2 {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: M.buttonSpacing) { button(rows[0]); button(rows[1]) }
                stacked(DialogAction.alertOrder(actions, sideBySide: false))
            }
        } else {
            stacked(DialogAction.alertOrder(actions, sideBySide: false))
        }
    }

    private func stacked(_ rows: [DialogAction]) -> some View {
        VStack(spacing: M.buttonSpacing) { ForEach(0..<rows.count) { button(rows[$0]) } }
    }

    private func button(_ action: DialogAction) -> some View {
        action.label
            .font(PresentationMetrics.alertButtonFont)
            .fontWeight(action.isCancel ? nil : .semibold)
            .lineLimit(1)
            .foregroundStyle(action.isDestructive ? Color.red : Color.primary)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: M.buttonHeight)
            .background(M.buttonFill, in: Capsule())
            .accessibilityControl("Button", .isButton)
    }
}
