import Vellum

/// A settings `Form` in a `NavigationStack`, as a preferences screen has it:
/// toggles, a picker, a text field, read-only values and a destructive button.
struct SettingsFormScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var name = "Taylor"
    @State private var theme = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    LabeledContent("Email", value: "taylor@example.com")
                }
                Section("Alerts") {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                }
                Section {
                    LabeledContent("Version", value: "2.4.1")
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Preferences")
        }
    }
}
