import Foundation

/// Fills a localized format (`"%@ has %lld notes"`, `"%2$@ … %1$@"`) with
/// the arguments of its key, as `String(format:)` would for the specifiers
/// Xcode writes: `%@`, `%d`/`%ld`/`%lld`, `%u`, `%f`/`%lf` with an optional
/// precision, positional `%n$…`, and `%%`.
package enum LocalizedFormat {
    /// `format` with its specifiers replaced by `arguments`; a specifier without
    /// an argument is kept as written.
    package static func fill(_ format: String, _ arguments: [FormatArgument], locale: Locale) -> String {
        guard format.contains("%") else { return format }
        let chars = Array(format)
        var out = ""
        var next = 0
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%", i + 1 < chars.count else { out.append(c); i += 1; continue }
            if chars[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1
            // Positional index: digits followed by '$'.
            var position: Int?
            var k = j, digits = ""
            while k < chars.count, chars[k].isASCII, chars[k].isNumber { digits.append(chars[k]); k += 1 }
            if !digits.isEmpty, k < chars.count, chars[k] == "$" { position = Int(digits); j = k + 1 }
            // Precision.
            var precision: Int?
            if j < chars.count, chars[j] == "." {
                var p = ""; j += 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { p.append(chars[j]); j += 1 }
                precision = Int(p) ?? 0
            }
            // Length modifiers.
            while j < chars.count, "lhqzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "@dDiuUfFeEgGxXoOcs".contains(chars[j]) else { out.append(c); i += 1; continue }
            let conversion = chars[j]
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if index >= 0, index < arguments.count {
                out += arguments[index].formatted(conversion, precision: precision, locale: locale)
            } else {
                out += String(chars[i...j])
            }
            i = j + 1
        }
        return out
    }
}
