/// Maps requests to routes: a pure function, so the table is tested on its own.
///
/// ```swift
/// Router.route(request)   // .picture(PictureQuery(id: "Cards/Badge/Badge", scheme: "dark"))
/// ```
package enum Router {
    /// The route of `request`.
    package static func route(_ request: HTTPRequest) -> Route {
        guard request.method == "GET" || request.method == "HEAD" else { return .methodNotAllowed(request.method) }
        switch request.path {
        case "/", "/index.html": return .page
        case "/previews.json": return .listing
        case "/events": return .events
        case "/preview.svg":
            switch PictureQuery.parse(request) {
            case let .success(query): return .picture(query)
            case let .failure(error): return .badRequest(error.description)
            }
        default: return .notFound(request.path)
        }
    }
}
