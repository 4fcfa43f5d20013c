/// A preview's (or its file's) name as a file name, the same for snapshot
/// references and galleries: spaces and letters of any script kept; path
/// separators, control characters and the characters file systems reject
/// replaced with `_`; no leading dot.
package enum PreviewFileName {
    /// The file name for `name` (`"Preview 1"` stays `"Preview 1"`, `"A/B"` becomes `"A_B"`).
    package static func make(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let bad = scalar.value < 0x20 || scalar.value == 0x7F || "/\\:*?\"<>|".unicodeScalars.contains(scalar)
            result.unicodeScalars.append(bad ? "_" : scalar)
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "_" : result
    }
}
