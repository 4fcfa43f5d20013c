/// The message and actions of a dialog, built when the modifier is made.
struct DialogContent: @unchecked Sendable {
    // Unchecked: views read only while the dialog is lowered.
    let message: (any View)?
    let actions: any View
}
