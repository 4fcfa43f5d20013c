import Foundation
import VellumCore
import VellumGeometry

/// Reads a String Catalog (`Localizable.xcstrings`): Xcode's JSON with each
/// key's `localizations`, per language a `stringUnit` or `variations.plural`.
package enum StringCatalogParser {
    /// The catalog's source language and, per language, its entries.
    package struct Catalog: Sendable {
        package var sourceLanguage: String
        package var languages: [String: [String: LocalizedEntry]]
    }

    /// The catalog in `data`, read from the file named `file` (for errors).
    /// - Throws: `VellumError` `.corruptFile` naming the file and the key.
    package static func parse(_ data: Data, file: String) throws -> Catalog {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw VellumError.corruptFile(file, "is not valid JSON", fix: "Save the String Catalog from Xcode again, or fix the JSON.")
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw VellumError.corruptFile(file, "has no \"strings\" object", fix: "A String Catalog holds {\"sourceLanguage\": …, \"strings\": {…}}.")
        }
        let source = (root["sourceLanguage"] as? String) ?? "en"
        var languages: [String: [String: LocalizedEntry]] = [:]
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any] else {
                throw VellumError.corruptFile(file, "has a non-object entry for the key \"\(key)\"", fix: "Give each key an object.")
            }
            guard let localizations = entry["localizations"] else {
                // A key with no translations reads as itself in the source language.
                languages[source, default: [:]][key] = LocalizedEntry(value: key)
                continue
            }
            guard let byLanguage = localizations as? [String: Any] else {
                throw VellumError.corruptFile(file, "has \"localizations\" that is not an object for the key \"\(key)\"", fix: "Map each language code to its localization.")
            }
            for language in byLanguage.keys.sorted() {
                guard let localization = byLanguage[language] as? [String: Any] else {
                    throw VellumError.corruptFile(file, "has a non-object \"\(language)\" localization for the key \"\(key)\"", fix: "Give it a stringUnit.")
                }
                if let parsed = try entryOf(localization, key: key, language: language, file: file) {
                    languages[language, default: [:]][key] = parsed
                }
            }
            if languages[source]?[key] == nil { languages[source, default: [:]][key] = LocalizedEntry(value: key) }
        }
        return Catalog(sourceLanguage: source, languages: languages)
    }

    /// One language's entry: its string unit's value, or its plural variations.
    private static func entryOf(_ l: [String: Any], key: String, language: String, file: String) throws -> LocalizedEntry? {
        if let unit = l["stringUnit"] {
            return LocalizedEntry(value: try value(of: unit, key: key, language: language, file: file))
        }
        guard let variations = l["variations"] as? [String: Any], let plural = variations["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else {
                throw VellumError.corruptFile(file, "has an unknown plural category '\(name)' in \"\(language)\" for the key \"\(key)\"",
                                              fix: "Use zero, one, two, few, many or other.")
            }
            guard let f = form as? [String: Any], let unit = f["stringUnit"] else {
                throw VellumError.corruptFile(file, "has a plural form '\(name)' without a stringUnit in \"\(language)\" for the key \"\(key)\"", fix: "Give it a stringUnit.")
            }
            forms[category] = try value(of: unit, key: key, language: language, file: file)
        }
        guard let other = forms[.other] else {
            throw VellumError.corruptFile(file, "has no 'other' plural form in \"\(language)\" for the key \"\(key)\"", fix: "Add an 'other' form.")
        }
        return LocalizedEntry(value: other, plural: forms)
    }

    private static func value(of unit: Any, key: String, language: String, file: String) throws -> String {
        guard let u = unit as? [String: Any], let v = u["value"] as? String else {
            throw VellumError.corruptFile(file, "has a stringUnit without a \"value\" string in \"\(language)\" for the key \"\(key)\"",
                                          fix: "Give the stringUnit a \"value\".")
        }
        return v
    }
}
