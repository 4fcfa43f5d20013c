import VellumLayout

/// The presentation a screen shows (a sheet, a cover, a popover, an alert, a
/// dialog): the value of the preference presentation modifiers set while
/// their binding says presented. The screen reads it from its lowered
/// content (`LoweredPreferences`): the renderer for the screen, a sheet for
/// what its own content presents.
///
/// Only one presentation shows, as SwiftUI presents one at a time: the first
/// in the order the code is written (a modified view, its descendants
/// included, before its modifier; earlier siblings before later; of
/// chained modifiers, the first written).
package enum PresentationKey: FirstValuePreferenceKey {
    package typealias Wrapped = Presentation
}

/// What a sheet's content asks of the sheet (`presentationDetents`,
/// `presentationDragIndicator`, …), read by the sheet from its lowered
/// content. For each setting the first value wins, the outermost view's.
package enum PresentationOptionsKey: PreferenceKey {
    package static var defaultValue: PresentationOptions { PresentationOptions() }
    package static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        value = value.merged(with: nextValue())
    }
}

/// Marks the view a popover points at, so the renderer finds its frame.
package struct PopoverAnchorMark: NodeMark {
    /// The presenting modifier's identity, which its `Presentation` carries too.
    package let identity: ViewIdentity
}
