/// An action sheet of iOS 13's `actionSheet(isPresented:content:)`: a title,
/// an optional message and a list of buttons, at the bottom of an iPhone
/// screen (the form `confirmationDialog` replaced).
///
/// ```swift
/// .actionSheet(isPresented: $showOptions) {
///     ActionSheet(title: Text("Photo"), buttons: [.destructive(Text("Remove")) {}, .cancel()])
/// }
/// ```
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an action sheet: the same type as an `Alert`'s buttons.
    public typealias Button = Alert.Button

    /// An action sheet with a title, an optional message and its buttons
    /// (a Cancel button when none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title; self.message = message; self.buttons = buttons
    }
}
