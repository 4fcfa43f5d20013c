import Foundation
import Testing
import VellumAssets
import VellumGeometry
import VellumViews

/// Formatted values follow the environment's locale, time zone and calendar
/// when the text is drawn, not the defaults when it is made.
@Suite struct LocaleFormattingTests {
    /// 2024-06-03 13:45:00 UTC.
    private let departure = Date(timeIntervalSince1970: 1_717_422_300)

    /// The string the text drawing shows, lowered in `locale` (and `timeZone`).
    private func shown<V: View>(_ view: V, _ locale: String, timeZone: String? = nil) throws -> String? {
        let nodes = try lower(view) { env in
            env.locale = Locale(identifier: locale)
            if let timeZone { env.timeZone = TimeZone(identifier: timeZone)! }
        }
        if case .text(let t, _, _)? = firstDrawing(nodes) { return t.string }
        return nil
    }

    @Test func formatStylesTakeTheEnvironmentsLocale() throws {
        #expect(try shown(Text(1234.5, format: .number), "en") == "1,234.5")
        #expect(try shown(Text(1234.5, format: .number), "fr_FR") == "1\u{202F}234,5")
        #expect(try shown(Text(1234.5, format: .number), "de_DE") == "1.234,5")
        #expect(try shown(Text(12.5, format: .currency(code: "EUR")), "en_US") == "€12.50")
        #expect(try shown(Text(12.5, format: .currency(code: "EUR")), "fr_FR") == "12,50\u{00A0}€")
        #expect(try shown(Text(0.25, format: .percent), "en") == "25%")
        #expect(try shown(Text(0.25, format: .percent), "fr_FR") != "25%")
        #expect(try shown(Text(42, format: .number), "ar_EG") == "٤٢")
    }

    @Test func theEnvironmentModifierReachesTheText() throws {
        let view = VStack { Text(1234.5, format: .number) }.environment(\.locale, Locale(identifier: "de_DE"))
        #expect(try shown(view, "en") == "1.234,5")
    }

    @Test func dateStylesFollowLocaleAndTimeZone() throws {
        #expect(try shown(Text(departure, style: .time), "en") == "1:45\u{202F}PM")
        #expect(try shown(Text(departure, style: .date), "en") == "June 3, 2024")
        #expect(try shown(Text(departure, style: .date), "fr_FR") == "3 juin 2024")
        // Paris is two hours ahead of UTC in June.
        #expect(try shown(Text(departure, style: .time), "fr_FR", timeZone: "Europe/Paris") == "15:45")
        #expect(try shown(Text(departure, format: .dateTime.hour().minute()), "fr_FR", timeZone: "Asia/Tokyo") == "22:45")
        #expect(try shown(Text(departure, style: .timer), "en", timeZone: "Europe/Paris") == "15:45:00")
    }

    @Test func aTextMadeOutsideTheEnvironmentKeepsTheDefaults() {
        #expect(Text(1234.5, format: .number).plainText == "1,234.5")
        #expect(Text(departure, style: .time).plainText == "1:45\u{202F}PM")
        #expect(Text(1, format: .number) == Text(1, format: .number))
        #expect(Text(1, format: .number) != Text(2, format: .number))
        #expect(Text(1, format: .number) != Text(1, format: .percent))
    }

    @Test func interpolatedNumbersAreSpelledByTheLocale() throws {
        let count = 1234, distance = 2.5
        #expect(try shown(Text("\(count) items"), "en") == "1,234 items")
        #expect(try shown(Text("\(count) items"), "fr_FR") == "1\u{202F}234 items")
        #expect(try shown(Text("\(distance) km"), "en") == "2.500000 km")
        #expect(try shown(Text("\(distance) km"), "fr_FR") == "2,500000 km")
        #expect(try shown(Text("\(distance, specifier: "%.1f") km"), "en") == "2.5 km")
        #expect(try shown(Text("Room \("B")"), "fr_FR") == "Room B")
        #expect(try shown(Text("100% \(count)"), "en") == "100% 1,234")
    }

    @Test func hostileNumbersDoNotTrap() throws {
        #expect(LocalizedFormat.fill("%lld", [.double(.nan)], locale: Locale(identifier: "en")) == "0")
        #expect(LocalizedFormat.fill("%lld", [.double(.infinity)], locale: Locale(identifier: "en")).hasPrefix("9,2"))
        #expect(try shown(Text("\(Double.infinity) km"), "en")?.hasSuffix(" km") == true)
    }

    @Test func searchPromptsAreTranslated() throws {
        let strings = Localization(["fr": ["Parks and trails": "Parcs et sentiers", "Search": "Rechercher"]])
        for (view, expected) in [
            (AnyView(NavigationStack { Text("Body").searchable(text: .constant(""), prompt: "Parks and trails") }), "Parcs et sentiers"),
            (AnyView(NavigationStack { Text("Body").searchable(text: .constant("")) }), "Rechercher"),
            (AnyView(NavigationStack { Text("Body").searchable(text: .constant(""), prompt: Text("Parks and trails")) }), "Parcs et sentiers"),
        ] {
            let screen = try LaidOutScreen(view.environment(\.localization, strings).environment(\.locale, Locale(identifier: "fr")))
            #expect(screen.strings.contains(expected))
        }
        let verbatim = try LaidOutScreen(NavigationStack { Text("Body").searchable(text: .constant(""), prompt: String("Parks and trails")) }
            .environment(\.localization, strings).environment(\.locale, Locale(identifier: "fr")))
        #expect(verbatim.strings.contains("Parks and trails"))
    }

    @Test func textFieldTitlesAreTranslated() throws {
        let strings = Localization(["fr": ["Your name": "Votre nom"]])
        let screen = try LaidOutScreen(TextField("Your name", text: .constant(""))
            .environment(\.localization, strings).environment(\.locale, Locale(identifier: "fr")))
        #expect(screen.strings.contains("Votre nom"))
    }
}
