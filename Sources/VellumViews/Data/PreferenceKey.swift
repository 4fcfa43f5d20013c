/// A named value produced by a view. Preferences flow from children to
/// ancestors once the picture is laid out: each view's value is its own
/// (`preference(key:value:)`) or its children's values combined in order
/// with `reduce`; `onPreferenceChange` and `overlayPreferenceValue` read
/// them, and what they change is drawn in the settled picture.
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
