/// A property wrapper that reads and writes where focus is; nothing is
/// focused in a still picture unless the view sets it (see `KeyboardKey`
/// for which field's keyboard is drawn).
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A binding to a focus state, passed to child views (`@FocusState.Binding`).
    ///
    /// ```swift
    /// struct NameField: View {
    ///     @FocusState.Binding var isFocused: Bool
    ///     var body: some View { TextField("Name", text: .constant("")).focused($isFocused) }
    /// }
    /// ```
    @propertyWrapper
    public struct Binding {
        let base: VellumViews.Binding<Value>
        /// Creates a focus binding from a focus state's projected value (`@FocusState.Binding`).
        public init(projectedValue: FocusState<Value>.Binding) { self = projectedValue }
        init(base: VellumViews.Binding<Value>) { self.base = base }
        /// The focused value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Creates focus state for a Boolean (not focused).
    public init() where Value == Bool { state = State(wrappedValue: false) }
    /// Creates focus state for an optional field value (nothing focused).
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    /// The focused value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(base: state.projectedValue) }
}
