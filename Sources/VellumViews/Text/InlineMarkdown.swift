/// The inline Markdown SwiftUI reads in a `Text`'s string literal:
/// `**bold**`, `*italic*`, `` `code` ``, `~~strikethrough~~`, `[links](url)`
/// and bare web and email addresses (`InlineAutolink`); a backslash escapes
/// the next character.
enum InlineMarkdown {
    /// The styled pieces of `source`.
    static func segments(_ source: String) -> [Text.Segment] { segmentsWithLinks(source).map(\.0) }

    /// The styled pieces of `source`, each with its link's destination, if any.
    static func segmentsWithLinks(_ source: String) -> [(Text.Segment, String?)] {
        let chars = Array(source)
        var out: [(Text.Segment, String?)] = []
        var current = ""
        var bold = false, italic = false, strike = false
        func flush(code: Bool = false, link: Bool = false, url: String? = nil) {
            guard !current.isEmpty else { return }
            let pieces = code || link ? [(text: current, url: url)] : InlineAutolink.split(current)
            for piece in pieces {
                var s = Text.Segment(string: piece.text)
                s.bold = bold; s.italic = italic; s.strikethrough = strike; s.monospaced = code
                s.isLink = link || piece.url != nil
                out.append((s, piece.url))
            }
            current = ""
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "\\", let next, "\\`*_~[]()".contains(next) { current.append(next); i += 2; continue }
            if (c == "*" || c == "_"), next == c, hasClosing(chars, from: i + 2, marker: [c, c]) || bold {
                flush(); bold.toggle(); i += 2; continue
            }
            if c == "~", next == "~", hasClosing(chars, from: i + 2, marker: ["~", "~"]) || strike {
                flush(); strike.toggle(); i += 2; continue
            }
            if c == "*" || c == "_" {
                if italic { flush(); italic = false; i += 1; continue }
                let inWord = c == "_" && i > 0 && chars[i - 1].isLetter
                if let next, next != " ", !inWord, hasClosing(chars, from: i + 1, marker: [c]) {
                    flush(); italic = true; i += 1; continue
                }
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush(); current = String(chars[(i + 1)..<end]); flush(code: true); i = end + 1; continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let paren = chars[(close + 2)...].firstIndex(of: ")") {
                flush(); current = String(chars[(i + 1)..<close]); flush(link: true, url: String(chars[(close + 2)..<paren])); i = paren + 1; continue
            }
            current.append(c)
            i += 1
        }
        flush()
        return out.isEmpty ? [(Text.Segment(string: ""), nil)] : out
    }

    private static func hasClosing(_ chars: [Character], from start: Int, marker: [Character]) -> Bool {
        guard start < chars.count else { return false }
        var i = start
        while i + marker.count <= chars.count {
            if Array(chars[i..<(i + marker.count)]) == marker { return i > start }
            i += 1
        }
        return false
    }
}
