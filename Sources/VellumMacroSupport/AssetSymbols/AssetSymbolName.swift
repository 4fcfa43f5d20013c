/// The Swift name Xcode's asset symbol generation gives an asset: what
/// `Color(.brandRed)` and `Image(.avatar)` refer to.
///
/// The rules, read from the `GeneratedAssetSymbols.swift` files Xcode writes:
/// - the name is split into words at every character that cannot be part of
///   an identifier (spaces, `-`, `_`, `.`) and at camel-case boundaries;
/// - a last word `Color` (for colours) or `Image` (for images), in any case,
///   is dropped when a word remains: `AccentColor` → `accent`,
///   `adult_products_image` → `adultProducts`, but `Image` → `image`;
/// - the first word is lowered, including a leading acronym
///   (`DSAction` → `dsAction`); later words get a capital first letter and
///   keep the rest (`welcomeVCimage` stays as it is);
/// - a name that would start with a digit gets an underscore
///   (`10_back_arm` → `_10BackArm`), and Swift keywords are quoted.
///
/// Namespace folders become types: their names keep an upper-case first letter.
package enum AssetSymbolName {
    /// The kind of asset, which decides the suffix that is dropped.
    package enum Kind: Sendable { case color, image }

    /// The member name for the last component of an asset's name.
    package static func member(_ name: String, kind: Kind) -> String {
        var parts = words(name)
        let suffix = kind == .color ? "color" : "image"
        if parts.count > 1, parts.last?.lowercased() == suffix { parts.removeLast() }
        guard let first = parts.first else { return "_" }
        let joined = lowered(first) + parts.dropFirst().map(capitalised).joined()
        return quoted(joined)
    }

    /// The type name for a namespace folder (`AppIcon`, `Brand Colors` → `BrandColors`).
    package static func namespace(_ name: String) -> String {
        let joined = words(name).map(capitalised).joined()
        guard let first = joined.first else { return "_" }
        return first.isNumber ? "_" + joined : joined
    }

    /// The words of a name: runs of letters and digits, split at camel-case boundaries.
    static func words(_ name: String) -> [String] {
        var result: [String] = []
        for run in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let chars = Array(run)
            var start = 0
            for i in 1..<max(chars.count, 1) where i < chars.count {
                let (previous, current) = (chars[i - 1], chars[i])
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && current.isUppercase
                let acronymEnd = previous.isUppercase && current.isUppercase && (next?.isLowercase ?? false)
                if lowerToUpper || acronymEnd {
                    result.append(String(chars[start..<i])); start = i
                }
            }
            result.append(String(chars[start...]))
        }
        return result
    }

    /// The first word in lower case: all of it when it is one upper-case run
    /// or a capitalised word (`DS` → `ds`, `Frame` → `frame`).
    private static func lowered(_ word: String) -> String {
        if word.allSatisfy({ !$0.isLowercase }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// A leading digit gets an underscore; a keyword is put in backquotes.
    private static func quoted(_ identifier: String) -> String {
        if identifier.first?.isNumber == true { return "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Swift's reserved words, which need backquotes as member names.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
}
