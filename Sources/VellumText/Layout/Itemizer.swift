/// Splits a paragraph into items to shape: maximal runs of characters with the
/// same `StyledText` run, fallback face, script and direction.
///
/// Bidi is a simplified UAX #9: the paragraph's direction is that of its first
/// strong character; characters of right-to-left scripts get level 1, others
/// the even level above the base; neutrals (spaces, punctuation) take their
/// neighbours' script, or the paragraph's direction between scripts of opposite
/// directions; digits inside right-to-left text stay left to right.
enum Itemizer {
    /// A run of characters to shape together.
    struct Item: Sendable {
        var range: Range<Int>
        var runIndex: Int
        var faceIndex: Int
        var script: ScriptInfo
        var rightToLeft: Bool
        var level: Int
        /// Whether no face has these characters (they are shaped with face 0 and not drawn).
        var isMissing: Bool
        /// Whether the characters draw as small capitals (their run's font asks for them).
        var isSmallCap = false
    }

    /// The items of `characters` and the paragraph's base level.
    /// `smallCap` tells, per character, whether it draws as a small capital.
    static func items(for characters: [ParagraphCharacter], chains: [FaceChain],
                      smallCap: (ParagraphCharacter) -> Bool = { _ in false }) -> (items: [Item], baseLevel: Int) {
        guard !characters.isEmpty else { return ([], 0) }
        let own = characters.map { ScriptInfo($0.character.unicodeScalars.first ?? " ") }
        let digits = characters.map { BreakClass($0.character) == .numeric }
        let firstStrong = own.first { !$0.isNeutral }
        let baseRTL = firstStrong?.isRightToLeft ?? false
        let scripts = resolveNeutrals(own, baseRTL: baseRTL)

        var items: [Item] = []
        for i in characters.indices {
            let c = characters[i]
            let europeanNumber = digits[i] || (own[i].isNeutral && isNumberSeparator(c.character)
                && i > 0 && i + 1 < characters.count && digits[i - 1] && digits[i + 1])
            let rtl = scripts[i].isRightToLeft && !europeanNumber
            let script = europeanNumber && scripts[i].isRightToLeft ? ScriptInfo.common : scripts[i]
            let level = rtl ? 1 : (baseRTL ? 2 : 0)
            let found = chains[c.runIndex].faceIndex(for: c.character)
            let face = found ?? 0
            let missing = found == nil
            let small = !missing && smallCap(c)
            if var last = items.last, last.runIndex == c.runIndex, last.faceIndex == face,
               last.script == script, last.rightToLeft == rtl, last.isMissing == missing, last.isSmallCap == small {
                last.range = last.range.lowerBound..<(i + 1)
                items[items.count - 1] = last
            } else {
                items.append(Item(range: i..<(i + 1), runIndex: c.runIndex, faceIndex: face,
                                  script: script, rightToLeft: rtl, level: level, isMissing: missing, isSmallCap: small))
            }
        }
        return (items, baseRTL ? 1 : 0)
    }

    private static func isNumberSeparator(_ c: Character) -> Bool {
        c == "." || c == "," || c == ":" || c == "/"
    }

    /// Gives every neutral character the script of a strong neighbour.
    private static func resolveNeutrals(_ own: [ScriptInfo], baseRTL: Bool) -> [ScriptInfo] {
        var previous: [ScriptInfo?] = []
        previous.reserveCapacity(own.count)
        var last: ScriptInfo?
        for s in own {
            if !s.isNeutral { last = s }
            previous.append(s.isNeutral ? last : s)
        }
        var next = [ScriptInfo?](repeating: nil, count: own.count)
        var upcoming: ScriptInfo?
        for i in own.indices.reversed() {
            if !own[i].isNeutral { upcoming = own[i] }
            next[i] = upcoming
        }
        return own.indices.map { i in
            if !own[i].isNeutral { return own[i] }
            switch (previous[i], next[i]) {
            case (nil, nil): return own[i]
            case (let p?, nil): return p
            case (nil, let n?): return n
            case (let p?, let n?):
                if p.isRightToLeft == n.isRightToLeft { return p }
                return p.isRightToLeft == baseRTL ? p : n
            }
        }
    }
}
