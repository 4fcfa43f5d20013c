import Foundation

/// An iOS alert: a centred 270-pt card with the title, the message and the
/// buttons below a hairline, two side by side (the cancel button leading)
/// when their titles fit, else stacked, like one or three and more (the
/// cancel button last). Cancel buttons
/// are semibold, destructive ones red, the others the accent colour.
nonisolated struct AlertCard: View {
    let title: AnyView?
    let message: AnyView?
    let actions: [DialogAction]
    /// One pixel, for hairlines.
    let pixel: CGFloat

    typealias M = PresentationMetrics

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: M.alertTitleMessageSpacing) {
                if let title { title.font(M.alertTitleFont) }
                if let message { message.font(M.alertMessageFont) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, M.alertTextSide)
            .padding(.top, M.alertTextTop)
            .padding(.bottom, M.alertTextBottom)
            horizontalHairline
            buttons
        }
        .frame(width: M.alertWidth)
        .background(M.alertFill, in: RoundedRectangle(cornerRadius: M.alertCornerRadius, style: .continuous))
    }

    @ViewBuilder private var buttons: some View {
        let rows = DialogAction.alertOrder(actions, sideBySide: true)
        if rows.count == 2 {
            // Side by side when both titles fit, else stacked (as UIKit does).
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 0) {
                    button(rows[0])
                    Rectangle().fill(M.hairline).frame(width: pixel, height: M.alertButtonHeight)
                    button(rows[1])
                }
                stacked(DialogAction.alertOrder(actions, sideBySide: false))
            }
        } else {
            stacked(DialogAction.alertOrder(actions, sideBySide: false))
        }
    }

    private func stacked(_ rows: [DialogAction]) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows.count) { i in
                if i > 0 { horizontalHairline }
                button(rows[i])
            }
        }
    }

    private var horizontalHairline: some View {
        Rectangle().fill(M.hairline).frame(height: pixel)
    }

    private func button(_ action: DialogAction) -> some View {
        action.label
            .font(M.alertButtonFont)
            .fontWeight(action.isCancel ? .semibold : nil)
            .lineLimit(1)
            .foregroundStyle(action.isDestructive ? Color.red : Color.accentColor)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: M.alertButtonHeight)
            .accessibilityControl("Button", .isButton)
    }
}
