/// Parses a `style` attribute into declarations sorted by property, so order does not matter.
enum StyleParser {
    static func parse(_ text: String) -> [StyleDeclaration] {
        var byProperty: [String: StyleDeclaration] = [:]
        for part in text.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let property = part[..<colon].trimmingCharacters(in: " \t\n\r").lowercased()
            let raw = part[part.index(after: colon)...].trimmingCharacters(in: " \t\n\r")
            guard !property.isEmpty else { continue }
            let value = AttributeValueParser.parse(name: property, raw: raw)
            byProperty[property] = StyleDeclaration(property: property, value: value, raw: raw)
        }
        return byProperty.values.sorted { $0.property.utf8.lexicographicallyPrecedes($1.property.utf8) }
    }
}
