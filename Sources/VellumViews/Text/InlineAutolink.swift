/// The links a `Text`'s Markdown finds in plain words, as GitHub's autolink
/// extension (which SwiftUI's Markdown follows) finds them: a word starting
/// with `http://`, `https://` or `www.`, and an email address
/// (`jane@example.com`, linked as `mailto:`). Trailing punctuation
/// (`. , : ; ! ? * _ ~ '` and `"`) and a closing parenthesis with no opening
/// one in the link stay outside it.
enum InlineAutolink {
    /// `text` cut into pieces, each with the link it is, if any.
    static func split(_ text: String) -> [(text: String, url: String?)] {
        let chars = Array(text)
        var out: [(text: String, url: String?)] = []
        var plain = ""
        var i = 0
        while i < chars.count {
            let atWordStart = i == 0 || chars[i - 1].isWhitespace || "(*_~\"'".contains(chars[i - 1])
            if atWordStart, let (length, url) = link(in: chars, at: i) {
                if !plain.isEmpty { out.append((plain, nil)); plain = "" }
                out.append((String(chars[i..<(i + length)]), url))
                i += length
                continue
            }
            plain.append(chars[i])
            i += 1
        }
        if !plain.isEmpty { out.append((plain, nil)) }
        return out.isEmpty ? [(text, nil)] : out
    }

    /// The length and destination of the link starting at `start`, if one does.
    private static func link(in chars: [Character], at start: Int) -> (Int, String)? {
        var end = start
        while end < chars.count, !chars[end].isWhitespace, chars[end] != "<" { end += 1 }
        var word = String(chars[start..<end])
        word = trimmed(word)
        guard !word.isEmpty else { return nil }
        let lower = word.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            guard word.count > (lower.hasPrefix("https://") ? 8 : 7) else { return nil }
            return (word.count, word)
        }
        if lower.hasPrefix("www.") {
            guard isDomain(String(word.dropFirst(4)).split(separator: "/").first.map(String.init) ?? "") else { return nil }
            return (word.count, "http://" + word)
        }
        if let at = word.firstIndex(of: "@") {
            let local = word[..<at], domain = String(word[word.index(after: at)...])
            let localChars = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.+-_")
            guard !local.isEmpty, local.allSatisfy(localChars.contains), isDomain(domain), domain.contains(".") else { return nil }
            return (word.count, "mailto:" + word)
        }
        return nil
    }

    /// Whether `s` is a domain: letters, digits, `-`, `_` and dots, not ending in `-` or `_`.
    private static func isDomain(_ s: String) -> Bool {
        guard let last = s.last, last != "-", last != "_", last != "." else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." } && s.split(separator: ".").count >= 2
    }

    /// `word` without the punctuation that ends a sentence, and without a
    /// closing parenthesis it does not open.
    private static func trimmed(_ word: String) -> String {
        var w = Substring(word)
        while let last = w.last {
            if ".,:;!?*_~'\"".contains(last) { w = w.dropLast(); continue }
            if last == ")", w.filter({ $0 == ")" }).count > w.filter({ $0 == "(" }).count { w = w.dropLast(); continue }
            break
        }
        return String(w)
    }
}
