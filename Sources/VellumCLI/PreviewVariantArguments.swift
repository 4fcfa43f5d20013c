import Vellum
import VellumMCP
import VellumPreviewServer
import VellumPreviews

/// The variant arguments `vellum mcp`'s tools share (device, orientation,
/// colour scheme, Dynamic Type size, layout direction, locale, platform look): their JSON
/// Schema, and the ``PictureQuery`` they make with a preview's id, the one the
/// preview server draws.
///
/// ```swift
/// let query = try PreviewVariantArguments.query(id: "Cards/Badge/Badge", ["colorScheme": "dark", "locale": "ar"])
/// query.variant   // dark+language:ar
/// ```
enum PreviewVariantArguments {
    /// The argument names, besides the preview's id.
    static let names = ["device", "orientation", "colorScheme", "dynamicTypeSize", "layoutDirection", "locale", "look"]

    /// The devices' command-line names (`iPhone15Pro`, `iPhoneSE`).
    static var devices: [String] { DeviceName.choices.components(separatedBy: ", ") }

    /// The Dynamic Type sizes (`xSmall` … `accessibility5`).
    static var sizes: [String] { DynamicTypeSize.allCases.map(\.name) }

    /// The schema's properties for the variant arguments.
    static var properties: [String: JSONValue] {
        func choice(_ values: [String], _ description: String) -> JSONValue {
            ["type": "string", "enum": .array(values.map(JSONValue.string)), "description": .string(description)]
        }
        return [
            "device": choice(devices, "The device the preview is drawn on (default: the preview's own, else iPhone15Pro)."),
            "orientation": choice(PictureQuery.orientations, "The device's orientation (default: the preview's own)."),
            "colorScheme": choice(["light", "dark"], "The colour scheme (default light)."),
            "dynamicTypeSize": choice(sizes, "The Dynamic Type size (default: the preview's own, else large)."),
            "layoutDirection": choice(PictureQuery.directions, "The layout direction (default: the locale's, else the preview's own)."),
            "locale": ["type": "string", "pattern": "^[A-Za-z0-9_@=;-]{1,64}$",
                       "description": "A locale identifier such as ar or pt-BR: the package's strings in that language, drawn in its direction unless layoutDirection says otherwise."],
            "look": choice(PictureQuery.looks, "The iOS release whose system design draws bars, lists and controls (default ios18; ios26 is Liquid Glass)."),
        ]
    }

    /// The query for the preview `id` in the variant `arguments` name.
    ///
    /// - Throws: ``MCPArguments/Failure`` for a value outside its choices.
    static func query(id: String, _ arguments: MCPArguments) throws(MCPArguments.Failure) -> PictureQuery {
        let locale = try arguments.string("locale") ?? ""
        guard locale.utf8.count <= 64, locale.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_@=;-".unicodeScalars.contains($0)) }) else {
            throw MCPArguments.Failure("The argument 'locale' must be an identifier such as ar or pt-BR, not '\(locale)'.")
        }
        return PictureQuery(id: id, device: try arguments.string("device", choices: devices) ?? "",
                            orientation: try arguments.string("orientation", choices: PictureQuery.orientations) ?? "",
                            scheme: try arguments.string("colorScheme", choices: ["light", "dark"]) ?? "light",
                            size: try arguments.string("dynamicTypeSize", choices: sizes) ?? "",
                            direction: try arguments.string("layoutDirection", choices: PictureQuery.directions) ?? "",
                            locale: locale, look: try arguments.string("look", choices: PictureQuery.looks) ?? "")
    }

    /// The variant `query` names, as a JSON object of the arguments it was made from (defaults left out).
    static func json(_ query: PictureQuery) -> JSONValue {
        var members: [String: JSONValue] = ["colorScheme": .string(query.scheme)]
        if !query.device.isEmpty { members["device"] = .string(query.device) }
        if !query.orientation.isEmpty { members["orientation"] = .string(query.orientation) }
        if !query.size.isEmpty { members["dynamicTypeSize"] = .string(query.size) }
        if !query.direction.isEmpty { members["layoutDirection"] = .string(query.direction) }
        if !query.locale.isEmpty { members["locale"] = .string(query.locale) }
        if !query.look.isEmpty { members["look"] = .string(query.look) }
        return .object(members)
    }
}
