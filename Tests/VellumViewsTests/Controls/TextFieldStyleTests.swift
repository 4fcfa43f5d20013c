import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

private struct Outlined: TextFieldStyle {
    var color: Color = .green
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).stroke(color, lineWidth: 2))
    }
}

@Suite @MainActor struct TextFieldStyleTests {
    @Test func customStyleDecoratesTheBareField() throws {
        let l = try DeviceLayout.layout(TextField("Email", text: .constant("ada@example.com")).textFieldStyle(Outlined()).frame(width: 300))
        let box = try #require(DeviceLayout.frames(l, named: "RoundedRectangle").first)
        let text = try #require(DeviceLayout.frames(l, named: "Text").first)
        #expect(box.width == 300 && abs(text.minX - box.minX - 10) < 0.01, "\(box) \(text)")
        #expect(DeviceLayout.frames(l, named: "RoundedRectangle").count == 1, "no rounded border inside the custom style")
    }

    @Test func styleInheritedByEveryField() throws {
        let l = try DeviceLayout.layout(VStack { TextField("A", text: .constant("")); SecureField("B", text: .constant("x")) }.textFieldStyle(Outlined()))
        #expect(DeviceLayout.frames(l, named: "RoundedRectangle").count == 2)
    }

    /// Measured in a real snapshot (docs/reference/fidelity-real-pngs.md, SPEZI): a
    /// 19 pt field (`.title3` at the medium text size) is 34 pt tall.
    @Test func roundedBorderMeasured() throws {
        let l = try DeviceLayout.layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            .font(.title3).dynamicTypeSize(.medium).frame(width: 200))
        let box = try #require(DeviceLayout.frames(l, named: "RoundedRectangle").first)
        #expect(abs(box.height - 34) < 0.4, "34-pt field: \(box)")
        let body = try DeviceLayout.layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200))
        let bodyBox = try #require(DeviceLayout.frames(body, named: "RoundedRectangle").first)
        #expect(bodyBox.height < box.height, "a smaller font, a lower field")
    }

    @Test func textEditorWrapsFromTheTopLeading() throws {
        let long = String(repeating: "word ", count: 14)
        let l = try DeviceLayout.layout(TextEditor(text: .constant(long)).frame(width: 200, height: 150).background(Color.red))
        let box = try #require(DeviceLayout.frames(l, named: "Rectangle").first)
        let found = try #require(DeviceLayout.frames(l, named: "Text").first)
        let text = found.offsetBy(dx: -box.minX, dy: -box.minY)
        #expect(text.height > 40, "wrapped over several lines: \(text)")
        #expect(abs(text.minY - 8) < 0.01 && abs(text.minX - 5) < 0.01, "UITextView insets: \(text)")
        #expect(DeviceLayout.frames(l, named: "RoundedRectangle").isEmpty, "no border")
    }
}
