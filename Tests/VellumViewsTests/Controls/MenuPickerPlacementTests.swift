import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// A menu picker (the default style) outside a list or form is a button of
/// its selected value in the tint, as iOS draws it, without its label; in a
/// form's row it is the label, then the value in grey.
@Suite("Menu pickers in and out of lists")
struct MenuPickerPlacementTests {
    func picker() -> some View {
        Picker("Flavor", selection: .constant(1)) {
            Text("Vanilla").tag(0)
            Text("Mint").tag(1)
        }
    }

    @Test("Outside a list: the value alone, in the accent colour")
    func standalone() throws {
        let s = try LaidOutScreen(VStack { picker() })
        #expect(s.strings == ["Mint"])
        #expect(s.textColor("Mint") == RGBAColor(0, 122, 255))
        let tinted = try LaidOutScreen(VStack { picker() }.tint(.pink))
        #expect(tinted.textColor("Mint") == RGBAColor(255, 45, 85))
    }

    @Test("In a form: the label, then the value in the secondary grey")
    func inForm() throws {
        let s = try LaidOutScreen(Form { picker() })
        #expect(s.strings == ["Flavor", "Mint"])
        #expect(s.textColor("Mint") == RGBAColor(60, 60, 67, 0.6))
    }
}
