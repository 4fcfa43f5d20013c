/// The keyboard the picture shows: the value of the preference text inputs
/// set while the picture shows the keyboard, read by the renderer from the
/// screen and from what it presents.
///
/// iOS shows the keyboard of the focused field. A picture that shows the
/// keyboard has one field in focus: the one whose `focused(_:)` binding says
/// so; failing that, the first field of a presented sheet or dialog, which
/// sits above the screen; failing that, the first field in code order.
package enum KeyboardKey: PreferenceKey {
    /// A field's keyboard and how strongly it claims focus.
    package struct Offer: Sendable {
        package var request: KeyboardRequest
        /// 2 for a focused field, plus 1 for a field in a presentation.
        package var rank: Int
    }

    package static var defaultValue: Offer? { nil }
    package static func reduce(value: inout Offer?, nextValue: () -> Offer?) {
        guard let next = nextValue() else { return }
        if let value, value.rank >= next.rank { return }
        value = next
    }
}
