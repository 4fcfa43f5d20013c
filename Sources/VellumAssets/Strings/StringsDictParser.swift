import Foundation
import VellumCore
import VellumGeometry

/// Reads a `Localizable.stringsdict` file: a property list whose entries choose
/// a plural form (`NSStringLocalizedFormatKey` with `%#@variable@`, the
/// variable's `NSStringPluralRuleType` forms `zero` … `other`).
package enum StringsDictParser {
    /// The entries of `data`, read from the file named `file` (for errors).
    /// - Throws: `VellumError` `.corruptFile` naming the file and the entry.
    package static func parse(_ data: Data, file: String) throws -> [String: LocalizedEntry] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw VellumError.corruptFile(file, "is not a property list", fix: "Save it from Xcode's .stringsdict template, as XML.")
        }
        guard let entries = root as? [String: Any] else {
            throw VellumError.corruptFile(file, "does not hold a dictionary of keys", fix: "Put each key's entry in the top-level <dict>.")
        }
        var out: [String: LocalizedEntry] = [:]
        for key in entries.keys.sorted() {
            guard let entry = entries[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw VellumError.corruptFile(file, "has no NSStringLocalizedFormatKey string for the key \"\(key)\"",
                                              fix: "Give each key a dict with NSStringLocalizedFormatKey, e.g. \"%#@items@\".")
            }
            out[key] = try resolve(format, entry, key: key, file: file)
        }
        return out
    }

    /// The entry for a format whose `%#@name@` variables are replaced by their forms:
    /// the first variable's forms become the entry's plural forms.
    private static func resolve(_ format: String, _ entry: [String: Any], key: String, file: String) throws -> LocalizedEntry {
        var value = format
        var plural: [PluralCategory: String] = [:]
        var first = true
        for name in variables(in: format) {
            guard let rule = entry[name] as? [String: Any] else {
                throw VellumError.corruptFile(file, "uses the variable '\(name)' in \"\(key)\" but defines no dict for it",
                                              fix: "Add a dict named '\(name)' with NSStringFormatSpecTypeKey = NSStringPluralRuleType.")
            }
            var forms: [PluralCategory: String] = [:]
            for c in PluralCategory.allCases { if let s = rule[c.rawValue] as? String { forms[c] = s } }
            guard let other = forms[.other] else {
                throw VellumError.corruptFile(file, "has no 'other' form for the variable '\(name)' in \"\(key)\"", fix: "Add an 'other' string.")
            }
            let token = "%#@\(name)@"
            if first {
                for (c, s) in forms { plural[c] = value.replacingOccurrences(of: token, with: s) }
                first = false
            } else {
                for (c, s) in plural { plural[c] = s.replacingOccurrences(of: token, with: other) }
            }
            value = value.replacingOccurrences(of: token, with: other)
        }
        return LocalizedEntry(value: value, plural: plural)
    }

    /// The names of the `%#@name@` variables in `format`, in order.
    private static func variables(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let start = rest.range(of: "%#@") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { break }
            names.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }
}
