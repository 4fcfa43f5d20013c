import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite("Searchable: the search field in the navigation bar")
struct SearchableTests {
    private func fruit<V: View>(_ modify: (AnyView) -> V) -> some View {
        NavigationStack { modify(AnyView(List { Text("Apple") }.navigationTitle("Fruit"))) }
    }

    @Test("The field sits under the large title: 36 pt tall, 16 pt from the sides, prompt \"Search\"")
    func geometry() throws {
        let s = try LaidOutScreen(fruit { $0.searchable(text: .constant("")) })
        let title = try #require(s.text("Fruit"))
        let prompt = try #require(s.text("Search"))
        let field = try #require(s.fills(RGBAColor(118, 118, 128, 0.12)).first)
        #expect(screenClose(field.height, 36) && screenClose(field.minX, 16) && screenClose(field.width, 393 - 32))
        #expect(field.minY >= title.maxY && field.minY - title.maxY < 16)
        #expect(field.contains(CGPoint(x: prompt.midX, y: prompt.midY)))
        #expect(prompt.minX > field.minX + 8 + 10, "after the magnifying glass")
        let row = try #require(s.text("Apple"))
        #expect(row.minY > field.maxY, "the list starts below the field")
    }

    @Test("Prompts as String, LocalizedStringKey and Text")
    func prompts() throws {
        #expect(try LaidOutScreen(fruit { $0.searchable(text: .constant(""), prompt: "Find fruit") }).strings.contains("Find fruit"))
        let s: String = "Typed"
        #expect(try LaidOutScreen(fruit { $0.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: s) }).strings.contains("Typed"))
        #expect(try LaidOutScreen(fruit { $0.searchable(text: .constant(""), prompt: Text("As text")) }).strings.contains("As text"))
        #expect(try LaidOutScreen(fruit { $0.searchable(text: .constant("ban")) }).strings.contains("ban"), "typed text replaces the prompt")
    }

    @Test("isPresented true draws the active field with a Cancel button")
    func presented() throws {
        let s = try LaidOutScreen(fruit { $0.searchable(text: .constant(""), isPresented: .constant(true)) })
        #expect(s.strings.contains("Cancel"))
        #expect(try #require(s.fills(RGBAColor(118, 118, 128, 0.12)).first).width < 393 - 32)
    }

    @Test("Suggestions and scopes compile and draw nothing at rest")
    func suggestionsScopes() throws {
        let s = try LaidOutScreen(fruit {
            $0.searchable(text: .constant(""))
                .searchSuggestions { Text("Suggested") }
                .searchScopes(.constant(1)) { Text("Scope").tag(1) }
        })
        #expect(!s.strings.contains("Suggested") && !s.strings.contains("Scope"))
    }
}
