import VellumViews

/// Small screens that the layout tests and the SVG tests of one behaviour both draw.
nonisolated package enum SampleScreens {
    /// Two tabs, the first hiding the tab bar when `hidingBar`.
    package static func tabs(hidingBar: Bool) -> some View {
        TabView {
            Text("Now Playing")
                .toolbar(hidingBar ? .hidden : .visible, for: .tabBar)
                .tabItem { Label("Player", systemImage: "play.fill") }
            Text("Library").tabItem { Label("Library", systemImage: "book") }
        }
    }

    /// A form with one section: a text and a toggle.
    package static func form() -> some View {
        Form {
            Section("Account") {
                Text("Name")
                Toggle("Notifications", isOn: .constant(true))
            }
        }
    }
}
