/// A focus value named by `defaultFocus(_:_:priority:)`, kept in the
/// environment. Unchecked-sendable because it is immutable and only ever
/// compared: the user's value is never mutated or handed to other code.
package struct FocusTarget: @unchecked Sendable, Equatable {
    let value: AnyHashable
    init<V: Hashable>(_ value: V) { self.value = AnyHashable(value) }
}
