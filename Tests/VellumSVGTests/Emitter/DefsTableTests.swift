import Testing
@testable import VellumSVG

@Suite("DefsTable: each definition once, ids in order of first use")
struct DefsTableTests {
    @Test("The same key gives the same id and writes once")
    func deduplicated() {
        var defs = DefsTable()
        var builds = 0
        let a = defs.id(prefix: "g", key: "red-blue") { w, id in builds += 1; w.empty("linearGradient", [("id", id)]) }
        let b = defs.id(prefix: "g", key: "red-blue") { w, id in builds += 1; w.empty("linearGradient", [("id", id)]) }
        #expect(a == "g1" && b == "g1" && builds == 1)
        #expect(defs.writer.output == "<linearGradient id=\"g1\"/>")
    }

    @Test("Ids count per kind in the order of first use, never from hashes")
    func documentOrder() {
        var defs = DefsTable()
        let ids = [("g", "x"), ("c", "x"), ("g", "y"), ("g", "x"), ("c", "z"), ("m", "x")].map { p, k in
            defs.id(prefix: p, key: k) { w, id in w.empty("d", [("id", id)]) }
        }
        #expect(ids == ["g1", "c1", "g2", "g1", "c2", "m1"])
        #expect(defs.writer.output == "<d id=\"g1\"/><d id=\"c1\"/><d id=\"g2\"/><d id=\"c2\"/><d id=\"m1\"/>")
    }

    @Test("Named ids: the name for the first content, a numbered name for another content with the same name")
    func named() {
        var defs = DefsTable()
        var builds = 0
        let write: (inout XMLWriter, String) -> Void = { w, id in builds += 1; w.empty("path", [("id", id)]) }
        let first = defs.id(named: "glyph-A-1-17", key: "exact-1", build: write)
        let again = defs.id(named: "glyph-A-1-17", key: "exact-1", build: write)
        let clash = defs.id(named: "glyph-A-1-17", key: "exact-2", build: write)
        #expect([first, again, clash] == ["glyph-A-1-17", "glyph-A-1-17", "glyph-A-1-17-2"])
        #expect(builds == 2)
    }

    @Test("An empty table says so")
    func empty() {
        #expect(DefsTable().isEmpty)
    }
}
