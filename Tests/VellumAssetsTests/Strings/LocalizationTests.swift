import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumAssets

/// Strings files, stringsdict files and String Catalogs, read from a folder.
@Suite struct LocalizationTests {
    /// A fresh folder with `files` (relative path → contents) in it.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-strings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func stringsFilesInLprojFoldersAreReadPerLanguage() throws {
        let url = try folder([
            "fr.lproj/Localizable.strings": "/* greeting */\n\"Hello\" = \"Bonjour\";\n// a comment\n\"Quote \\\"x\\\"\" = \"Citation « x »\\n\";\n",
            "ar.lproj/Localizable.strings": "\"Hello\" = \"مرحبا\";",
            "fr.lproj/Settings.strings": "\"Hello\" = \"Salut\";",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let l = try Localization(contentsOf: url)
        #expect(l.availableLanguages == ["ar", "fr"])
        #expect(l.lookup("Hello", table: nil, locale: Locale(identifier: "fr_CA")).entry?.value == "Bonjour")
        #expect(l.lookup("Hello", table: "Settings", locale: Locale(identifier: "fr")).entry?.value == "Salut")
        #expect(l.lookup("Quote \"x\"", table: nil, locale: Locale(identifier: "fr")).entry?.value == "Citation « x »\n")
        #expect(l.lookup("Hello", table: nil, locale: Locale(identifier: "ar")).entry?.value == "مرحبا")
        let missing = l.lookup("Hello", table: nil, locale: Locale(identifier: "de"))
        #expect(missing.entry == nil && missing.missing)
    }

    @Test func aMalformedStringsFileIsNamedWithItsLine() throws {
        let url = try folder(["fr.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: VellumError.self) { try Localization(contentsOf: url) }
        #expect(error.message.contains("fr.lproj/Localizable.strings"))
        #expect(error.message.contains("line 2"))
    }

    @Test func stringCatalogsGiveStringsAndPluralForms() throws {
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Notes": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "الملاحظات"}}}},
          "%lld notes": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld note"}},
                                              "other": {"stringUnit": {"state": "translated", "value": "%lld notes"}}}}},
            "ar": {"variations": {"plural": {"zero": {"stringUnit": {"state": "translated", "value": "لا ملاحظات"}},
                                              "two": {"stringUnit": {"state": "translated", "value": "ملاحظتان"}},
                                              "few": {"stringUnit": {"state": "translated", "value": "%lld ملاحظات"}},
                                              "other": {"stringUnit": {"state": "translated", "value": "%lld ملاحظة"}}}}}}},
          "Untranslated": {}
        }}
        """
        let url = try folder(["Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: url) }
        let l = try Localization(contentsOf: url)
        #expect(l.lookup("Notes", table: nil, locale: Locale(identifier: "ar")).entry?.value == "الملاحظات")
        let plural = try #require(l.lookup("%lld notes", table: nil, locale: Locale(identifier: "ar")).entry)
        #expect(plural.form(for: 0, language: "ar") == "لا ملاحظات")
        #expect(plural.form(for: 2, language: "ar") == "ملاحظتان")
        #expect(plural.form(for: 5, language: "ar") == "%lld ملاحظات")
        #expect(plural.form(for: 100, language: "ar") == "%lld ملاحظة")
        let english = try #require(l.lookup("%lld notes", table: nil, locale: Locale(identifier: "en")).entry)
        #expect(english.form(for: 1, language: "en") == "%lld note")
        // A key with no localizations reads as itself in the source language, and is missing in Arabic.
        #expect(l.lookup("Untranslated", table: nil, locale: Locale(identifier: "en")).entry?.value == "Untranslated")
        #expect(l.lookup("Untranslated", table: nil, locale: Locale(identifier: "ar")).missing)
    }

    @Test func aMalformedCatalogNamesTheFileAndKey() throws {
        let url = try folder(["Localizable.xcstrings": #"{"strings": {"Hi": {"localizations": {"fr": {"stringUnit": {"state": "new"}}}}}}"#])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: VellumError.self) { try Localization(contentsOf: url) }
        #expect(error.message.contains("Localizable.xcstrings"))
        #expect(error.message.contains("\"Hi\""))
    }

    @Test func stringsdictPluralRulesFillTheFormatKey() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>%lld files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ left</string>
            <key>files</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld fichier</string>
              <key>other</key><string>%lld fichiers</string>
            </dict>
          </dict>
        </dict></plist>
        """
        let url = try folder(["fr.lproj/Localizable.stringsdict": plist, "fr.lproj/Localizable.strings": "\"%lld files\" = \"ignored\";"])
        defer { try? FileManager.default.removeItem(at: url) }
        let entry = try #require(try Localization(contentsOf: url).lookup("%lld files", table: nil, locale: Locale(identifier: "fr")).entry)
        #expect(entry.form(for: 1, language: "fr") == "%lld fichier left")
        #expect(entry.form(for: 0, language: "fr") == "%lld fichier left")   // French: 0 is "one"
        #expect(entry.form(for: 3, language: "fr") == "%lld fichiers left")
    }

    @Test func aFileIsNotAFolder() throws {
        let url = try folder(["x.txt": "x"]).appendingPathComponent("x.txt")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(throws: VellumError.self) { try Localization(contentsOf: url) }
    }
}
