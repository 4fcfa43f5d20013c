import Vellum

// Sending money: a form whose amount field asks for the decimal pad and has
// the focus, so the picture with the keyboard up shows the number pad, with
// a Done button in the bar above it.

/// A transfer form: recipient, amount (decimal pad, focused) and a note.
public struct TransferScreen: View {
    enum Field: Hashable { case amount, note }

    @State private var amount = "24.50"
    @State private var note = ""
    @FocusState private var focus: Field?

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section("To") {
                    LabeledContent("Name", value: "Maya Chen")
                    LabeledContent("Account", value: "•••• 4821")
                }
                Section {
                    TextField("Amount", text: $amount)
                        .keyboardType(.decimalPad)
                        .focused($focus, equals: .amount)
                        .font(.system(size: 34, weight: .semibold, design: .rounded))
                } header: {
                    Text("Amount")
                } footer: {
                    Text("Arrives within one business day.")
                }
                Section("Note") {
                    TextField("What's it for?", text: $note)
                        .submitLabel(.done)
                        .focused($focus, equals: .note)
                }
            }
            .defaultFocus($focus, .amount)
            .navigationTitle("Send Money")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focus = nil }
                }
            }
        }
    }
}

#Preview("Send money, keyboard up") {
    TransferScreen()
}
