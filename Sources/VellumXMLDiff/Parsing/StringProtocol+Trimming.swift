extension StringProtocol {
    /// Trims the given ASCII characters from both ends.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters.utf8)
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, set.contains(bytes[start]) { start += 1 }
        while end > start, set.contains(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
