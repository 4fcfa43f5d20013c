/// One attribute of an element: its name and its value as XML reads it.
package struct XMLAttribute: Sendable, Hashable {
    /// The attribute's name.
    package let name: XMLName
    /// The value with character and entity references expanded and whitespace
    /// normalised as XML does for attribute values (a line break or tab written
    /// as such reads as a space; `&#10;` stays a line break).
    package let value: String

    /// Creates an attribute.
    package init(name: XMLName, value: String) {
        self.name = name
        self.value = value
    }
}
