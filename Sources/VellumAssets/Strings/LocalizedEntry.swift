/// One key's translation in one language: a string, or plural forms chosen by a count.
package struct LocalizedEntry: Hashable, Sendable {
    /// The translation (for a plural entry, the `other` form when no count is known).
    package var value: String
    /// Plural forms by CLDR category (`zero`, `one`, `two`, `few`, `many`, `other`), if the entry varies by count.
    package var plural: [PluralCategory: String]

    package init(value: String, plural: [PluralCategory: String] = [:]) {
        self.value = value; self.plural = plural
    }

    /// The form for `count` in `language`: its plural category's, else `other`, else the value.
    package func form(for count: Int?, language: String) -> String {
        guard let count, !plural.isEmpty else { return value }
        return plural[PluralCategory.of(count, language: language)] ?? plural[.other] ?? value
    }
}
