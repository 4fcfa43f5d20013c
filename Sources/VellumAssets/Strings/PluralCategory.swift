/// A CLDR plural category, as `.stringsdict` files and String Catalogs name them.
package enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of the whole number `n` in `language` (a language code such
    /// as `ar`), by CLDR's cardinal rules for the languages listed; every other
    /// language uses the English rule (`one` for 1, else `other`).
    package static func of(_ n: Int, language: String) -> PluralCategory {
        let a = n.magnitude
        switch language {
        case "ar":
            if a == 0 { return .zero }
            if a == 1 { return .one }
            if a == 2 { return .two }
            if (3...10).contains(a % 100) { return .few }
            if (11...99).contains(a % 100) { return .many }
            return .other
        case "he", "iw":
            if a == 1 { return .one }
            if a == 2 { return .two }
            return .other
        case "fr", "pt":
            return a <= 1 ? .one : .other
        case "ja", "zh", "ko", "th", "vi", "id":
            return .other
        case "ru", "uk":
            if a % 10 == 1 && a % 100 != 11 { return .one }
            if (2...4).contains(a % 10) && !(12...14).contains(a % 100) { return .few }
            return .many
        default:
            return a == 1 ? .one : .other
        }
    }
}
