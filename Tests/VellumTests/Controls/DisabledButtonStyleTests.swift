import Testing
import Foundation
import Vellum

/// `disabled(true)` reaches the built-in button styles, as iOS draws them.
@Suite("Disabled buttons")
@MainActor struct DisabledButtonStyleTests {
    func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 160, height: 80)).svg()
    }

    @Test("a disabled prominent or bordered button is grey: the secondary system fill, the label tertiary")
    func bordered() throws {
        for style in [ButtonStyleKindCase.bordered, .borderedProminent] {
            let disabled = try svg(style.apply(Button("Go") {}).disabled(true))
            #expect(disabled != (try svg(style.apply(Button("Go") {}))), "\(style)")
            // The regular bordered metrics, grey: the secondary system fill under a tertiary label.
            let grey = Text("Go").foregroundStyle(.tertiary).padding(.horizontal, 12).padding(.vertical, 7)
                .background(Color(uiColor: .secondarySystemFill), in: RoundedRectangle(cornerRadius: 8))
                .accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
            #expect(disabled == (try svg(grey)), "\(style)")
        }
    }

    @Test("a disabled plain button draws its label at half strength")
    func plain() throws {
        let disabled = try svg(Button("Go") {}.buttonStyle(.plain).disabled(true))
        let halved = Text("Go").opacity(0.5).accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
        #expect(disabled == (try svg(halved)))
    }

    enum ButtonStyleKindCase: CustomStringConvertible {
        case bordered, borderedProminent
        var description: String { self == .bordered ? "bordered" : "borderedProminent" }
        @MainActor func apply(_ button: Button<Text>) -> AnyView {
            self == .bordered ? AnyView(button.buttonStyle(.bordered)) : AnyView(button.buttonStyle(.borderedProminent))
        }
    }
}
