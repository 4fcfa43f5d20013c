/// Which picture of which preview a page asks for:
/// `/preview.svg?id=…&device=…&orientation=…&scheme=…&size=…&direction=…&locale=…&look=…`.
package struct PictureQuery: Sendable, Hashable {
    /// The preview's identifier from the listing (`Cards/Badge/Badge`).
    package var id: String
    /// The device's command-line name (`iPhoneSE`); empty for the default.
    package var device: String
    /// `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`; empty for the preview's own.
    package var orientation: String
    /// `light` or `dark`.
    package var scheme: String
    /// A Dynamic Type size as `Variant(parsing:)` reads it (`accessibility3`); empty for the preview's own.
    package var size: String
    /// `ltr` or `rtl`; empty for the language's direction (or the preview's own without a language).
    package var direction: String
    /// A locale identifier (`ar`, `pt-BR`); empty for the preview's own.
    package var locale: String
    /// `ios26`, or empty for the default look (iOS 18's).
    package var look: String

    /// The orientations a query may name.
    package static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
    /// The directions a query may name.
    package static let directions = ["ltr", "rtl"]

    /// Creates a query.
    package init(id: String, device: String = "", orientation: String = "", scheme: String = "light",
                 size: String = "", direction: String = "", locale: String = "", look: String = "") {
        self.id = id; self.device = device; self.orientation = orientation; self.scheme = scheme
        self.size = size; self.direction = direction; self.locale = locale; self.look = look
    }

    /// The looks a query may name (besides empty, the default).
    package static let looks = ["ios18", "ios26"]

    /// The variant to draw, in the form `Variant(parsing:)` reads (`dark+accessibility3+language:ar+ios26`):
    /// a locale without a direction is drawn in its language's direction.
    package var variant: String {
        var parts = [scheme]
        if !size.isEmpty { parts.append(size) }
        if !locale.isEmpty { parts.append((direction.isEmpty ? "language:" : "locale:") + locale) }
        if !direction.isEmpty { parts.append(direction) }
        if !look.isEmpty { parts.append(look) }
        return parts.joined(separator: "+")
    }

    /// The query of `request`, or why it is not one.
    package static func parse(_ request: HTTPRequest) -> Result<PictureQuery, RouteError> {
        guard let id = request.queryValue("id"), !id.isEmpty else { return .failure(RouteError("The picture needs ?id=<preview id> (see /previews.json).")) }
        let device = request.queryValue("device") ?? ""
        guard isWord(device, also: "") else { return .failure(RouteError("The device must be a name such as iPhoneSE.")) }
        let orientation = request.queryValue("orientation") ?? ""
        guard orientation.isEmpty || orientations.contains(orientation) else {
            return .failure(RouteError("The orientation must be one of \(orientations.joined(separator: ", "))."))
        }
        let scheme = request.queryValue("scheme") ?? "light"
        guard scheme == "light" || scheme == "dark" else { return .failure(RouteError("The scheme must be light or dark.")) }
        let size = request.queryValue("size") ?? ""
        guard isWord(size, also: ""), size.utf8.count <= 32 else {
            return .failure(RouteError("The size must be a Dynamic Type size such as large or accessibility3."))
        }
        let direction = request.queryValue("direction") ?? ""
        guard direction.isEmpty || directions.contains(direction) else { return .failure(RouteError("The direction must be ltr or rtl.")) }
        let locale = request.queryValue("locale") ?? ""
        guard isWord(locale, also: "-_@=;"), locale.utf8.count <= 64 else {
            return .failure(RouteError("The locale must be an identifier such as ar or pt-BR."))
        }
        let look = request.queryValue("look") ?? ""
        guard look.isEmpty || looks.contains(look) else { return .failure(RouteError("The look must be \(looks.joined(separator: " or ")).")) }
        return .success(PictureQuery(id: id, device: device, orientation: orientation, scheme: scheme,
                                     size: size, direction: direction, locale: locale, look: look))
    }

    /// Whether `text` has only ASCII letters and digits, and the characters of `extra`.
    private static func isWord(_ text: String, also extra: String) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || extra.utf8.contains(byte)
        }
    }
}

/// Why a request does not name something the server has.
package struct RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, for the response body.
    package var description: String
    /// Creates an error.
    package init(_ description: String) { self.description = description }
}
