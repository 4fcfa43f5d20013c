/// A named value produced by a view. Preferences flow from children to
/// ancestors after layout; a static picture lays out once, so preference
/// changes never reach `onPreferenceChange`, and views see the default value.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines a sequence of values.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets a preference (not propagated in a static picture).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }
    /// Reacts to a preference (never called in a static picture).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> Self where K.Value: Equatable { self }
}
