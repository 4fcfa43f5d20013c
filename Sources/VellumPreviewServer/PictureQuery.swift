/// Which picture of which preview a page asks for: `/preview.svg?id=…&device=…&orientation=…&scheme=…`.
package struct PictureQuery: Sendable, Hashable {
    /// The preview's identifier from the listing (`Cards/Badge/Badge`).
    package var id: String
    /// The device's command-line name (`iPhoneSE`); empty for the default.
    package var device: String
    /// `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`; empty for the preview's own.
    package var orientation: String
    /// `light` or `dark`.
    package var scheme: String

    /// The orientations a query may name.
    package static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    /// Creates a query.
    package init(id: String, device: String = "", orientation: String = "", scheme: String = "light") {
        self.id = id; self.device = device; self.orientation = orientation; self.scheme = scheme
    }

    /// The query of `request`, or why it is not one.
    package static func parse(_ request: HTTPRequest) -> Result<PictureQuery, RouteError> {
        guard let id = request.queryValue("id"), !id.isEmpty else { return .failure(RouteError("The picture needs ?id=<preview id> (see /previews.json).")) }
        let device = request.queryValue("device") ?? ""
        guard device.utf8.allSatisfy({ $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber) }) else {
            return .failure(RouteError("The device must be a name such as iPhoneSE."))
        }
        let orientation = request.queryValue("orientation") ?? ""
        guard orientation.isEmpty || orientations.contains(orientation) else {
            return .failure(RouteError("The orientation must be one of \(orientations.joined(separator: ", "))."))
        }
        let scheme = request.queryValue("scheme") ?? "light"
        guard scheme == "light" || scheme == "dark" else { return .failure(RouteError("The scheme must be light or dark.")) }
        return .success(PictureQuery(id: id, device: device, orientation: orientation, scheme: scheme))
    }
}

/// Why a request does not name something the server has.
package struct RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, for the response body.
    package var description: String
    /// Creates an error.
    package init(_ description: String) { self.description = description }
}
