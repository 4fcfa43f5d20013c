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
        let svg = try SVGRenderer(content: TextField("E", text: .constant("")).textFieldStyle(Outlined()).textFieldStyle(.roundedBorder),
                                  size: CGSize(width: 300, height: 60)).svg()
        #expect(try SVGQuery(svg).colors.contains("#34C759"), "the inner custom style wins")
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
}
