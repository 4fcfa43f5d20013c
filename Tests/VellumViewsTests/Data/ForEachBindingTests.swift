import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// `ForEach($items) { $item in … }`: one view per element, each given a
/// binding that writes back into the collection.
@Suite struct ForEachBindingTests {
    @Test func oneRowPerElementInOrder() throws {
        let store = TodoStore()
        let todos = Binding(get: { store.todos }, set: { store.todos = $0 })
        let l = try DeviceLayout.layout(VStack {
            ForEach(todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
            }
        }.frame(width: 300))
        let switches = DeviceLayout.frames(l, named: "Capsule")
        #expect(switches.count == 3)
        #expect(zip(switches, switches.dropFirst()).allSatisfy { $0.minY < $1.minY }, "rows top to bottom: \(switches)")
    }

    @Test func elementBindingsWriteThroughAndIdentifyByID() throws {
        let store = TodoStore()
        let todos = Binding(get: { store.todos }, set: { store.todos = $0 })
        let each = ForEach(todos) { $todo in Text(todo.title) }
        #expect(each.data.map(\.1) == [1, 2, 3], "identified by id")
        #expect(Binding.constant(Todo(id: 7, title: "x")).id == 7, "a binding is identified by its value's id")
        var captured: [Binding<Todo>] = []
        let keyed = ForEach(todos, id: \.title) { todo in
            let _ = captured.append(todo)
            Text(todo.wrappedValue.title)
        }
        #expect(keyed.data.map(\.1) == ["Milk", "Eggs", "Bread"])
        _ = try DeviceLayout.layout(VStack { keyed })
        #expect(captured.count == 3)
        captured[1].wrappedValue.isDone = true
        #expect(store.todos.map(\.isDone) == [false, true, true], "the row's binding writes into the collection")
    }
}

/// `List($items) { $item in … }`: a row per element, each given a binding.
@Suite struct ListBindingTests {
}
