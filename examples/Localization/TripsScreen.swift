import Vellum

// A list of trips, written once with localized keys and shown in English,
// French and Arabic (right to left) from the strings in Localization/Strings:
// Localizable.strings per language and a String Catalog for the plural
// "%lld days"; each trip's departure day is formatted the language's own way
// ("June 3", "3 juin", "3 يونيو"). In Arabic the whole screen mirrors: the
// title and the Edit button change sides, icons lead on the right, the
// disclosure chevrons and the compose symbol point the other way, the footer
// aligns right and the status bar's time moves to the right.

/// Upcoming trips: a navigation bar with Edit and New Trip, a section of
/// trips (icon, city, length, departure day) and a reminders switch with a footer.
public struct TripsScreen: View {
    struct Trip: Identifiable {
        let id: Int
        let city: LocalizedStringKey
        let days: Int
        let symbol: String
        let tint: Color
        /// Noon UTC on the day of departure.
        let departure: Date
    }

    static let trips = [
        Trip(id: 1, city: "Lisbon", days: 5, symbol: "map.fill", tint: .orange, departure: Date(timeIntervalSince1970: 1_717_416_000)),
        Trip(id: 2, city: "Kyoto", days: 12, symbol: "leaf.fill", tint: .green, departure: Date(timeIntervalSince1970: 1_726_315_200)),
        Trip(id: 3, city: "Marrakesh", days: 2, symbol: "sun.max.fill", tint: .red, departure: Date(timeIntervalSince1970: 1_730_548_800)),
    ]

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(Self.trips) { trip in
                        NavigationLink(value: trip.id) {
                            HStack(spacing: 12) {
                                Image(systemName: trip.symbol)
                                    .foregroundStyle(.white)
                                    .frame(width: 30, height: 30)
                                    .background(trip.tint, in: RoundedRectangle(cornerRadius: 7))
                                    .accessibilityHidden(true)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(trip.city).font(.headline)
                                    (Text("\(trip.days) days") + Text(verbatim: " · ")
                                        + Text(trip.departure, format: .dateTime.day().month(.wide)))
                                        .font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                            .accessibilityElement(children: .combine)
                        }
                    }
                } header: {
                    Text("Upcoming").accessibilityAddTraits(.isHeader)
                }
                Section(footer: Text("Reminders arrive a day before you leave.")) {
                    Toggle("Trip reminders", isOn: .constant(true))
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("New Trip", systemImage: "square.and.pencil") {} }
            }
        }
    }
}

/// A view shown in a language and a layout direction, as a preview or a
/// gallery entry sets them.
public struct InLanguage<Content: View>: View {
    let locale: Locale
    let direction: LayoutDirection
    let content: Content

    /// `content` in the language `identifier` (`"ar"`), laid out in `direction`.
    public init(_ identifier: String, direction: LayoutDirection = .leftToRight, @ViewBuilder content: () -> Content) {
        locale = Locale(identifier: identifier); self.direction = direction; self.content = content()
    }

    public var body: some View {
        content.environment(\.locale, locale).environment(\.layoutDirection, direction)
    }
}

/// The examples' translated strings, shipped with the package.
public enum ExampleStrings {
    /// The strings at `examples/Localization/Strings`, read once.
    public static func localization() throws -> Localization {
        try loaded.get()
    }

    private static let loaded: Result<Localization, any Error> = Result {
        guard let url = Bundle.module.url(forResource: "Strings", withExtension: nil) else {
            throw VellumError(.unreadableFile, subject: "Strings",
                              message: "The examples' strings folder Localization/Strings is missing from the package resources; rebuild the package.")
        }
        return try Localization(contentsOf: url)
    }
}
