import Foundation

/// A confirmation dialog as an iPhone shows it: an action sheet at the
/// bottom of the screen, the title (when visible) and message in grey over
/// the actions in one rounded group, then a separate Cancel button (the
/// system's when the actions have none).
nonisolated struct ActionSheetCard: View {
    let title: AnyView?
    let message: AnyView?
    let actions: [DialogAction]
    let pixel: CGFloat

    typealias M = PresentationMetrics

    var body: some View {
        let cancel = actions.first(where: \.isCancel) ?? DialogAction.text("Cancel", role: .cancel)
        let others = actions.filter { !$0.isCancel }
        VStack(spacing: M.actionSheetGroupSpacing) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    header
                    if !others.isEmpty { hairline }
                }
                ForEach(0..<others.count) { i in
                    if i > 0 { hairline }
                    button(others[i], bold: false)
                }
            }
            .background(M.alertFill, in: RoundedRectangle(cornerRadius: M.actionSheetCornerRadius, style: .continuous))
            button(cancel, bold: true)
                .background(M.actionSheetCancelFill, in: RoundedRectangle(cornerRadius: M.actionSheetCornerRadius, style: .continuous))
        }
    }

    private var header: some View {
        VStack(spacing: M.alertTitleMessageSpacing) {
            if let title { title.font(M.actionSheetTitleFont) }
            if let message { message.font(M.actionSheetMessageFont) }
        }
        .multilineTextAlignment(.center)
        .foregroundStyle(M.actionSheetHeaderText)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, M.actionSheetHeaderSide)
        .padding(.vertical, M.actionSheetHeaderVertical)
    }

    private var hairline: some View { Rectangle().fill(M.hairline).frame(height: pixel) }

    private func button(_ action: DialogAction, bold: Bool) -> some View {
        action.label
            .font(M.actionSheetButtonFont)
            .fontWeight(bold ? .semibold : nil)
            .lineLimit(1)
            .foregroundStyle(action.isDestructive ? Color.red : Color.accentColor)
            .padding(.horizontal, M.actionSheetHeaderSide)
            .frame(maxWidth: .infinity, minHeight: M.actionSheetButtonHeight)
            .accessibilityControl("Button", .isButton)
    }
}
