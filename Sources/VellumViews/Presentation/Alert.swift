/// An alert of iOS 13's `alert(isPresented:content:)`: a title, a message
/// and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $showAlert) {
///     Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
///           primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title; self.message = message; self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title; self.message = message; self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` (its action never runs in a picture).
    public struct Button {
        let label: Text
        let role: ButtonRole?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, role: nil) }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, role: .cancel) }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button(label: Text(verbatim: "Cancel"), role: .cancel) }
        /// A destructive (red) button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, role: .destructive) }

        var dialogAction: DialogAction { DialogAction(label: AnyView(label), role: role) }
    }
}
