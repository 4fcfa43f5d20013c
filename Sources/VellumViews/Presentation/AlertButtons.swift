/// An `Alert`'s buttons as a dialog's actions.
nonisolated struct AlertButtons: View, DialogActionList {
    let buttons: [Alert.Button]
    var body: some View { EmptyView() }
    var dialogActions: [DialogAction] { buttons.map(\.dialogAction) }
}
