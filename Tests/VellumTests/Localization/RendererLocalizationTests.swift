import Foundation
import Testing
import Vellum
import VellumExamples
import VellumTestSupport

/// The renderer's strings: translations drawn, missing keys listed.
@Suite @MainActor struct RendererLocalizationTests {
    @Test func missingKeysAreListedInOrder() throws {
        let view = VStack { Text("Other"); Text("Hello"); Text("\(3) items") }.environment(\.locale, Locale(identifier: "fr"))
        var renderer = SVGRenderer(content: view, size: CGSize(width: 200, height: 100))
        renderer.localization = Localization(["fr": ["Hello": "Bonjour"]])
        #expect(try renderer.missingLocalizations() == ["Other", "%lld items"])
        #expect(try SVGQuery(renderer.svg()).labels.contains("Bonjour"))
        renderer.localization = Localization()
        #expect(try renderer.missingLocalizations().isEmpty)
    }

    @Test func theTripsExampleIsFullyTranslated() throws {
        for language in ["fr", "ar"] {
            var renderer = SVGRenderer(content: InLanguage(language) { TripsScreen() }, device: .iPhone15Pro)
            renderer.localization = try ExampleStrings.localization()
            #expect(try renderer.missingLocalizations() == [], "\(language)")
        }
        #expect(try ExampleStrings.localization().availableLanguages == ["ar", "en", "fr"])
    }
}
