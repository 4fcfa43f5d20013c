import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `disabled(true)` reaches the built-in button styles, as iOS draws them.
@Suite("Disabled buttons")
@MainActor struct DisabledButtonStyleTests {
    /// `view` painted on a 160 × 80 canvas.
    func painted(_ view: some View) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 160, height: 80))
    }

    @Test("a disabled prominent or bordered button is grey: the secondary system fill, the label tertiary")
    func bordered() throws {
        for style in [ButtonStyleKindCase.bordered, .borderedProminent] {
            let disabled = try painted(style.apply(Button("Go") {}).disabled(true))
            #expect(disabled != (try painted(style.apply(Button("Go") {}))), "\(style)")
            // The regular bordered metrics, grey: the secondary system fill under a tertiary label.
            let grey = Text("Go").foregroundStyle(.tertiary).padding(.horizontal, 12).padding(.vertical, 7)
                .background(Color(uiColor: .secondarySystemFill), in: RoundedRectangle(cornerRadius: 8))
            // Drawn alike; the button is also its accessibility element, which draws nothing.
            #expect(disabled.drawing == (try painted(grey)).drawing, "\(style)")
        }
    }

    @Test("a disabled plain button draws its label at half strength")
    func plain() throws {
        let disabled = try painted(Button("Go") {}.buttonStyle(.plain).disabled(true))
        #expect(disabled.drawing == (try painted(Text("Go").opacity(0.5))).drawing)
    }

    enum ButtonStyleKindCase: CustomStringConvertible {
        case bordered, borderedProminent
        var description: String { self == .bordered ? "bordered" : "borderedProminent" }
        @MainActor func apply(_ button: Button<Text>) -> AnyView {
            self == .bordered ? AnyView(button.buttonStyle(.bordered)) : AnyView(button.buttonStyle(.borderedProminent))
        }
    }
}
