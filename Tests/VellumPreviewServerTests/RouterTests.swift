import Testing
@testable import VellumPreviewServer

@Suite("Router")
struct RouterTests {
    private func route(_ target: String, method: String = "GET") -> Route {
        let text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        guard case let .request(request, _) = HTTPRequestParser.parse(Array(text.utf8)) else { return .badRequest("unparsed") }
        return Router.route(request)
    }

    @Test("the page, the listing, the events")
    func documents() {
        #expect(route("/") == .page)
        #expect(route("/index.html") == .page)
        #expect(route("/?device=iPhoneSE&scheme=dark") == .page)
        #expect(route("/previews.json") == .listing)
        #expect(route("/events", method: "HEAD") == .events)
    }

    @Test("a picture and its choices")
    func picture() {
        #expect(route("/preview.svg?id=Cards%2FBadge%2FBadge&device=iPhoneSE&orientation=landscapeLeft&scheme=dark&g=3")
                == .picture(PictureQuery(id: "Cards/Badge/Badge", device: "iPhoneSE", orientation: "landscapeLeft", scheme: "dark")))
        #expect(route("/preview.svg?id=A") == .picture(PictureQuery(id: "A", device: "", orientation: "", scheme: "light")))
    }

    @Test("the variants: Dynamic Type size, direction and locale, as one Variant(parsing:) name")
    func variants() {
        let query = route("/preview.svg?id=A&scheme=dark&size=accessibility3&direction=rtl&locale=pt-BR")
        #expect(query == .picture(PictureQuery(id: "A", scheme: "dark", size: "accessibility3", direction: "rtl", locale: "pt-BR")))
        #expect(PictureQuery(id: "A", scheme: "dark", size: "accessibility3", direction: "rtl", locale: "pt-BR").variant
                == "dark+accessibility3+locale:pt-BR+rtl")
        #expect(PictureQuery(id: "A", locale: "ar").variant == "light+language:ar", "a language alone brings its direction")
        #expect(route("/preview.svg?id=A&look=ios26") == .picture(PictureQuery(id: "A", look: "ios26")))
        #expect(PictureQuery(id: "A", scheme: "dark", look: "ios26").variant == "dark+ios26")
        guard case .badRequest = route("/preview.svg?id=A&look=ios99") else { Issue.record("an unknown look accepted"); return }
        #expect(PictureQuery(id: "A", direction: "ltr").variant == "light+ltr")
        #expect(PictureQuery(id: "A").variant == "light")
        #expect(route("/preview.svg?id=A&direction=up") == .badRequest("The direction must be ltr or rtl."))
        guard case .badRequest = route("/preview.svg?id=A&size=x%2Bdark") else { Issue.record("a + in the size accepted"); return }
        guard case .badRequest = route("/preview.svg?id=A&locale=ar%2Brtl") else { Issue.record("a + in the locale accepted"); return }
    }

    @Test("wrong choices, paths and methods")
    func refusals() {
        guard case let .badRequest(reason) = route("/preview.svg?device=iPhoneSE") else { Issue.record("no id accepted"); return }
        #expect(reason.contains("id="))
        #expect(route("/preview.svg?id=A&scheme=sepia") == .badRequest("The scheme must be light or dark."))
        guard case .badRequest = route("/preview.svg?id=A&orientation=sideways") else { Issue.record("orientation accepted"); return }
        guard case .badRequest = route("/preview.svg?id=A&device=%3Cscript%3E") else { Issue.record("device accepted"); return }
        #expect(route("/nothing") == .notFound("/nothing"))
        #expect(route("/", method: "POST") == .methodNotAllowed("POST"))
        #expect(route("/preview.svg?id=A", method: "DELETE") == .methodNotAllowed("DELETE"))
    }
}
