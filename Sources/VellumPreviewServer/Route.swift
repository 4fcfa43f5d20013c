/// What a request asks the preview server for.
package enum Route: Sendable, Equatable {
    /// `/`: the page.
    case page
    /// `/previews.json`: the previews, the choices and the build's state.
    case listing
    /// `/preview.svg?…`: one picture.
    case picture(PictureQuery)
    /// `/events`: the server-sent events.
    case events
    /// A path the server does not serve.
    case notFound(String)
    /// A method other than GET and HEAD.
    case methodNotAllowed(String)
    /// A request whose parameters are wrong, and why.
    case badRequest(String)
}
