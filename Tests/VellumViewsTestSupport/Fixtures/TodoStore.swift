/// Three to-do items in a class, as a model keeps them: Milk, Eggs, and Bread (done).
package final class TodoStore {
    package var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread", isDone: true)]
    /// The three items.
    package init() {}
}
