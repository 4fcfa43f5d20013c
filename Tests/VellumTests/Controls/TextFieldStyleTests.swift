import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

private struct Outlined: TextFieldStyle {
    var color: Color = .green
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).stroke(color, lineWidth: 2))
    }
}

private struct NameField: View {
    @FocusState.Binding var isFocused: Bool
    var body: some View { TextField("Name", text: .constant("Ada")).focused($isFocused) }
}

private enum Field: Hashable { case name, email }

private struct FocusForm: View {
    @FocusState private var focus: Field?
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            NameField(isFocused: $editing)
            TextField("Email", text: .constant("")).focused($focus, equals: .email)
        }
    }
}

@Suite @MainActor struct TextFieldStyleTests {
    @Test func customStyleDecoratesTheBareField() throws {
        let l = try Pipeline.layout(TextField("Email", text: .constant("ada@example.com")).textFieldStyle(Outlined()).frame(width: 300))
        let box = try #require(Pipeline.frames(l, named: "RoundedRectangle").first)
        let text = try #require(Pipeline.frames(l, named: "Text").first)
        #expect(box.width == 300 && abs(text.minX - box.minX - 10) < 0.01, "\(box) \(text)")
        #expect(Pipeline.frames(l, named: "RoundedRectangle").count == 1, "no rounded border inside the custom style")
        let svg = try SVGRenderer(content: TextField("E", text: .constant("")).textFieldStyle(Outlined()).textFieldStyle(.roundedBorder),
                                  size: CGSize(width: 300, height: 60)).svg()
        #expect(try SVGQuery(svg).colors.contains("#34C759"), "the inner custom style wins")
    }

    @Test func styleInheritedByEveryField() throws {
        let l = try Pipeline.layout(VStack { TextField("A", text: .constant("")); SecureField("B", text: .constant("x")) }.textFieldStyle(Outlined()))
        #expect(Pipeline.frames(l, named: "RoundedRectangle").count == 2)
    }

    /// Measured in a real snapshot (docs/reference/fidelity-real-pngs.md, SPEZI): a
    /// 19 pt field (`.title3` at the medium text size) is 34 pt tall.
    @Test func roundedBorderMeasured() throws {
        let l = try Pipeline.layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            .font(.title3).dynamicTypeSize(.medium).frame(width: 200))
        let box = try #require(Pipeline.frames(l, named: "RoundedRectangle").first)
        #expect(abs(box.height - 34) < 0.4, "34-pt field: \(box)")
        let body = try Pipeline.layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200))
        let bodyBox = try #require(Pipeline.frames(body, named: "RoundedRectangle").first)
        #expect(bodyBox.height < box.height, "a smaller font, a lower field")
    }

    @Test func valueFormatAndFormatter() throws {
        let svg = try SVGRenderer(content: VStack {
            TextField("Amount", value: .constant(1234.5), format: .number)
            TextField("Count", value: .constant(Optional<Int>.none), format: .number)
            TextField("Price", value: .constant(42), formatter: NumberFormatter())
        }, size: CGSize(width: 300, height: 150)).svg()
        #expect(try SVGQuery(svg).labels.contains("1,234.5"))
        #expect(try SVGQuery(svg).labels.contains("Count"), "nil shows the placeholder")
        #expect(try SVGQuery(svg).labels.contains("42"))
    }

    @Test func focusStateBindingCompilesAndDrawsNothing() throws {
        let svg = try SVGRenderer(content: FocusForm(), size: CGSize(width: 300, height: 100)).svg()
        #expect(try SVGQuery(svg).labels.contains("Ada"))
    }

    @Test func textEditorWrapsFromTheTopLeading() throws {
        let long = String(repeating: "word ", count: 14)
        let l = try Pipeline.layout(TextEditor(text: .constant(long)).frame(width: 200, height: 150).background(Color.red))
        let box = try #require(Pipeline.frames(l, named: "Rectangle").first)
        let found = try #require(Pipeline.frames(l, named: "Text").first)
        let text = found.offsetBy(dx: -box.minX, dy: -box.minY)
        #expect(text.height > 40, "wrapped over several lines: \(text)")
        #expect(abs(text.minY - 8) < 0.01 && abs(text.minX - 5) < 0.01, "UITextView insets: \(text)")
        #expect(Pipeline.frames(l, named: "RoundedRectangle").isEmpty, "no border")
    }
}
