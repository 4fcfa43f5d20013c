/// A resource as `resources/list` describes it: something the client may read
/// by its URI (a preview's current picture).
///
/// ```swift
/// MCPResource(uri: "vellum-preview:///Cards/Badge/Badge", name: "Badge", mimeType: "image/svg+xml")
/// ```
package struct MCPResource: Sendable, Equatable {
    /// Its URI.
    package var uri: String
    /// Its name.
    package var name: String
    /// What it is, for the model.
    package var description: String?
    /// Its MIME type.
    package var mimeType: String?

    /// A resource.
    package init(uri: String, name: String, description: String? = nil, mimeType: String? = nil) {
        self.uri = uri; self.name = name; self.description = description; self.mimeType = mimeType
    }

    /// The resource as `resources/list` writes it.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["uri": .string(uri), "name": .string(name)]
        if let description { members["description"] = .string(description) }
        if let mimeType { members["mimeType"] = .string(mimeType) }
        return .object(members)
    }
}
