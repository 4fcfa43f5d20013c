/// A property wrapper type that can read and write a value owned by a view.
///
/// The view graph keeps the value per view identity, as SwiftUI does: a
/// value written in `onAppear`, `onChange`, a task or through a `$value`
/// binding is the one the view reads when the picture is evaluated again,
/// and the picture shows the value once nothing changes any more.
///
/// ```swift
/// @State var name: String = ""
/// TextField("Your name?", text: $name)
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.cell.value }
        nonmutating set { box.cell.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        // The cell of the view being evaluated, not the box: a binding made
        // now keeps writing to this view's value.
        let cell = box.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state with a nil initial value.
    public init() { box = StateBox(nil) }
}

extension State: GraphBound {
    package func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        // Each render's graph starts from the initial value, so rendering the
        // same view value twice (another variant, another run) draws the same.
        let initial = box.initial
        box.cell = graph.cell(at: identity) { StateCell(initial) }
    }
}

/// Where one `State` value finds its storage: a cell of its own until the
/// view graph hands it the cell kept for the view's identity.
final class StateBox<Value>: @unchecked Sendable {
    // Unchecked: `cell` is set while the view is bound, before its body runs,
    // on the thread that evaluates it.
    var cell: StateCell<Value>
    /// The value the view was made with.
    let initial: Value
    init(_ value: Value) { initial = value; cell = StateCell(value) }
}
