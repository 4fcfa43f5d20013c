import Foundation
import Testing
import VellumAssets
import VellumGeometry
import VellumViews

/// `Text("key")` and other localized-key APIs look their keys up in the
/// environment's strings for its locale.
@Suite struct TextLocalizationTests {
    private let strings = Localization([
        "fr": ["Hello": "Bonjour", "%@ has %lld notes": "%2$lld notes pour %1$@", "**Save**": "**Enregistrer**", "Inbox": "Boîte"],
        "ar": ["Hello": "مرحبا"],
    ])

    /// The string the first text drawing shows, lowered in `locale`.
    private func shown<V: View>(_ view: V, _ locale: String, graph: ViewGraph = ViewGraph()) throws -> String? {
        var env = EnvironmentValues()
        env.localization = strings
        env.locale = Locale(identifier: locale)
        let nodes = try LoweringContext(environment: env, graph: graph).lower(view)
        if case .text(let t, _, _)? = firstDrawing(nodes) { return t.string }
        return nil
    }

    @Test func aKeyShowsItsTranslation() throws {
        #expect(try shown(Text("Hello"), "fr") == "Bonjour")
        #expect(try shown(Text("Hello"), "ar_EG") == "مرحبا")
        #expect(try shown(Text("Hello"), "en") == "Hello")
        #expect(try shown(Text(verbatim: "Hello"), "fr") == "Hello")
    }

    @Test func interpolatedKeysPlaceTheirValuesByPosition() throws {
        let name = "Ana", count = 3
        let key: LocalizedStringKey = "\(name) has \(count) notes"
        #expect(key.key == "%@ has %lld notes")
        #expect(try shown(Text(key), "fr") == "3 notes pour Ana")
        #expect(try shown(Text(key), "de") == "Ana has 3 notes")
    }

    @Test func modifiersStyleTheTranslation() throws {
        let nodes = try lower(Text("**Save**").italic()) { $0.localization = strings; $0.locale = Locale(identifier: "fr") }
        guard case .text(let t, _, _)? = firstDrawing(nodes) else { Issue.record("no text"); return }
        #expect(t.string == "Enregistrer")
        #expect(t.runs.allSatisfy { $0.font.italic })
        #expect(t.runs.allSatisfy { $0.font.weight >= 600 })
    }

    @Test func missingKeysShowTheKeyAndAreNotedInTheViewGraph() throws {
        let graph = ViewGraph()
        #expect(try shown(VStack { Text("Goodbye"); Text("Hello"); Text("Goodbye", tableName: "Alerts") }, "fr", graph: graph) == "Goodbye")
        #expect(graph.diagnostics.missingLocalizations == ["Goodbye", "Alerts: Goodbye"])
    }

    @Test func navigationTitlesAreTranslated() throws {
        let screen = try LaidOutScreen(NavigationStack { Text("Body").navigationTitle("Inbox") }
            .environment(\.localization, strings).environment(\.locale, Locale(identifier: "fr")))
        #expect(screen.strings.contains("Boîte"))
        #expect(!screen.strings.contains("Inbox"))
    }

    @Test func formatsAreFilledAsStringFormatWould() {
        let args: [FormatArgument] = [.object("x"), .integer(42), .double(2.5)]
        #expect(LocalizedFormat.fill("%@ %lld %.1lf 100%%", args, locale: Locale(identifier: "en")) == "x 42 2.5 100%")
        #expect(LocalizedFormat.fill("%3$.2f/%1$@", args, locale: Locale(identifier: "en")) == "2.50/x")
        #expect(LocalizedFormat.fill("50% off %@", [], locale: Locale(identifier: "en")) == "50% off %@")
    }
}
