import Foundation
import Testing
@testable import Vellum
import VellumViewsTestSupport

/// `ForEach($items) { $item in … }`: one view per element, each given a
/// binding that writes back into the collection.
@Suite struct ForEachBindingTests {
    @Test func oneRowPerElementInOrder() throws {
        let store = TodoStore()
        let todos = Binding(get: { store.todos }, set: { store.todos = $0 })
        let svg = try SVGRenderer(content: VStack { ForEach(todos) { $todo in Text(todo.title) } }, size: CGSize(width: 200, height: 120)).svg()
        let milk = try #require(svg.range(of: "Milk")), eggs = try #require(svg.range(of: "Eggs")), bread = try #require(svg.range(of: "Bread"))
        #expect(milk.lowerBound < eggs.lowerBound && eggs.lowerBound < bread.lowerBound)
    }
}

/// `List($items) { $item in … }`: a row per element, each given a binding.
@Suite struct ListBindingTests {
    @Test func rowPerElementWithBindings() throws {
        let store = TodoStore()
        let todos = Binding(get: { store.todos }, set: { store.todos = $0 })
        let list = List(todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
        let svg = try SVGRenderer(content: list, device: .iPhone15Pro).svg()
        let milk = try #require(svg.range(of: "Milk")), eggs = try #require(svg.range(of: "Eggs")), bread = try #require(svg.range(of: "Bread"))
        #expect(milk.lowerBound < eggs.lowerBound && eggs.lowerBound < bread.lowerBound)
        var captured: [Binding<Todo>] = []
        let keyed = List(todos, id: \.title) { todo in
            let _ = captured.append(todo)
            Text(todo.wrappedValue.title)
        }
        _ = try SVGRenderer(content: keyed, device: .iPhone15Pro).svg()
        let eggsRow = try #require(captured.first { $0.wrappedValue.title == "Eggs" })
        eggsRow.wrappedValue.isDone = true
        #expect(store.todos[1].isDone, "the row's binding writes into the collection")
    }
}
