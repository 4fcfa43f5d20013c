import Foundation
import VellumCore

/// iOS 26's confirmation dialog on an iPhone: no longer an action sheet at
/// the bottom but one card of glass that springs from the view presenting
/// it (Apple, "Adopting Liquid Glass": "An action sheet originates from the
/// element that initiates the action, instead of from the bottom edge of
/// the display"). The title and message, centred in the secondary colour,
/// sit over the actions, one per row, centred, in the primary colour
/// (destructive ones red). The cancel button is not drawn unless it is the
/// only one: tapping outside the card cancels (issue reports of iOS 26 on
/// an iPhone: psimaker/vaultsync #64, react-native #55074). Where the card
/// goes is the screen's (`PresentationComposer`); its sizes are assumed
/// (`PresentationMetrics.GlassDialog`).
nonisolated struct GlassDialogCard: View {
    let title: AnyView?
    let message: AnyView?
    let actions: [DialogAction]

    typealias M = PresentationMetrics.GlassDialog

    var body: some View {
        // With nothing but a cancel button (or no button) the card keeps it, the system's when none is given. ❓
        let others = actions.filter { !$0.isCancel }
        let shown = !others.isEmpty ? others : actions.isEmpty ? [DialogAction.text("Cancel", role: .cancel)] : actions
        VStack(spacing: 0) {
            if title != nil || message != nil { header }
            ForEach(0..<shown.count) { button(shown[$0]) }
        }
        .padding(M.padding)
        .frame(width: M.width)
        .background { GlassSurface(glass: .regular, shape: RoundedRectangle(cornerRadius: M.cornerRadius, style: .continuous)) }
        .background(PresentationMetrics.GlassAlert.backing, in: RoundedRectangle(cornerRadius: M.cornerRadius, style: .continuous))
    }

    private var header: some View {
        VStack(spacing: PresentationMetrics.alertTitleMessageSpacing) {
            if let title { title.font(PresentationMetrics.actionSheetTitleFont) }
            if let message { message.font(PresentationMetrics.actionSheetMessageFont) }
        }
        .multilineTextAlignment(.center)
        .foregroundStyle(PresentationMetrics.actionSheetHeaderText)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, M.headerSide)
        .padding(.top, M.headerTop)
        .padding(.bottom, M.headerBottom)
    }

    private func button(_ action: DialogAction) -> some View {
        action.label
            .font(PresentationMetrics.alertButtonFont)
            .lineLimit(1)
            .foregroundStyle(action.isDestructive ? Color.red : Color.primary)
            .padding(.horizontal, M.headerSide)
            .frame(maxWidth: .infinity, minHeight: M.rowHeight)
            .accessibilityControl("Button", .isButton)
    }
}
