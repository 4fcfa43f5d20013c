import Vellum

// A settings list in the style of iOS Settings: a navigation stack with a
// large title over an inset grouped list, rows with icons on coloured squares.

/// The iOS Settings app's first screen.
public struct SettingsScreen: View {
    @State var airplaneMode = false

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink(destination: EmptyView()) {
                        AccountRow(name: "Taylor Appleseed", initials: "TA")
                    }
                }
                Section {
                    Toggle(isOn: $airplaneMode) {
                        SettingsIcon(title: "Airplane Mode", systemImage: "paperplane.fill", tint: .orange)
                    }
                    SettingsLink(title: "Wi-Fi", systemImage: "wifi", tint: .blue, value: "Home")
                    SettingsLink(title: "Battery", systemImage: "battery.100", tint: .green, value: "82%")
                }
                Section {
                    SettingsLink(title: "Notifications", systemImage: "bell.fill", tint: .red)
                    SettingsLink(title: "Sounds & Haptics", systemImage: "speaker.wave.2.fill", tint: .pink)
                    SettingsLink(title: "Focus", systemImage: "moon.fill", tint: .indigo)
                }
                Section {
                    SettingsLink(title: "General", systemImage: "gearshape.fill", tint: .gray)
                    SettingsLink(title: "Display & Brightness", systemImage: "sun.max.fill", tint: .blue)
                    SettingsLink(title: "Privacy & Security", systemImage: "lock.fill", tint: .blue)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The account row: avatar, name and a caption.
struct AccountRow: View {
    let name: String
    let initials: String

    var body: some View {
        HStack(spacing: 14) {
            Text(initials)
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 60, height: 60)
                .background(LinearGradient(colors: [.gray.opacity(0.7), .gray], startPoint: .top, endPoint: .bottom),
                            in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.title3)
                Text("Apple Account, iCloud, and more")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// A row's title with its icon on a coloured, rounded square.
struct SettingsIcon: View {
    let title: String
    let systemImage: String
    let tint: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
                .font(.system(size: 16, weight: .medium))
                .foregroundStyle(.white)
                .frame(width: 30, height: 30)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
        }
    }
}

/// A navigation row: icon, title and, on the trailing side, an optional value.
struct SettingsLink: View {
    let title: String
    let systemImage: String
    let tint: Color
    var value: String? = nil

    var body: some View {
        NavigationLink(destination: EmptyView()) {
            HStack {
                SettingsIcon(title: title, systemImage: systemImage, tint: tint)
                Spacer()
                if let value {
                    Text(value).foregroundStyle(.secondary)
                }
            }
        }
    }
}

#Preview {
    SettingsScreen()
}

#Preview("Airplane mode on") {
    @Previewable @State var airplaneMode = true
    List {
        Toggle(isOn: $airplaneMode) {
            SettingsIcon(title: "Airplane Mode", systemImage: "paperplane.fill", tint: .orange)
        }
    }
}

#Preview("Icon", traits: .sizeThatFitsLayout) {
    SettingsIcon(title: "Wi-Fi", systemImage: "wifi", tint: .blue)
        .padding()
}
