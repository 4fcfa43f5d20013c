import VellumXML

/// Compares canonical values with the numeric tolerance and the id correspondence.
struct ValueComparator: Sendable {
    var tolerance: Double
    var identifiers: IdentifierMap

    func equal(_ x: CanonicalValue, _ y: CanonicalValue) -> Bool {
        switch (x, y) {
        case (.text(let p), .text(let q)):
            return p == q
        case (.keyword(let p), .keyword(let q)):
            return p == q
        case (.number(let p), .number(let q)):
            return close(p, q)
        case (.number(let p), .numbers(let q, let unit)), (.numbers(let q, let unit), .number(let p)):
            return unit.isEmpty && q.count == 1 && close(p, q[0])
        case (.numbers(let p, let unitP), .numbers(let q, let unitQ)):
            return unitP == unitQ && equal(p, q)
        case (.color(let p), .color(let q)):
            return p.red == q.red && p.green == q.green && p.blue == q.blue && close(p.alpha, q.alpha)
        case (.reference(let p, let fallbackP), .reference(let q, let fallbackQ)):
            guard identifiers.sameTarget(p, q) else { return false }
            switch (fallbackP, fallbackQ) {
            case (nil, nil): return true
            case (let f?, let g?): return equal(f, g)
            default: return false
            }
        case (.path(let p), .path(let q)):
            return p.commands == q.commands && equal(p.numbers, q.numbers)
        case (.transform(let p), .transform(let q)):
            return equal(p.values, q.values)
        case (.style(let p), .style(let q)):
            guard p.count == q.count else { return false }
            for (d, e) in zip(p, q) where d.property != e.property || !equal(d.value, e.value) {
                return false
            }
            return true
        default:
            return false
        }
    }

    func equal(_ p: [Double], _ q: [Double]) -> Bool {
        guard p.count == q.count else { return false }
        for index in p.indices where !close(p[index], q[index]) {
            return false
        }
        return true
    }

    func close(_ p: Double, _ q: Double) -> Bool {
        if p == q { return true }
        if p.isNaN && q.isNaN { return true }
        return abs(p - q) <= tolerance
    }
}
