import Vellum

/// Views that present, for the presentation tests.
enum PresentationSamples {
    /// A settings list with a navigation title: the presenting screen.
    struct Home: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                    Text("Cellular")
                }
                .navigationTitle("Settings")
            }
        }
    }

    /// The sheet's content: its own navigation stack with a toolbar.
    struct Editor: View {
        var body: some View {
            NavigationStack {
                List { Text("Name"); Text("Email") }
                    .navigationTitle("Edit Profile")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    }
            }
        }
    }

    /// A button that presents a popover, near the top leading corner.
    struct PopoverHome: View {
        var body: some View {
            VStack(alignment: .leading) {
                Button("Show Tip") {}
                    .popover(isPresented: .constant(true)) {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Tip").font(.headline)
                            Text("Drag a photo onto an album to add it.")
                        }
                        .padding()
                    }
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    struct Item: Identifiable { let id: Int; let name: String }
}
