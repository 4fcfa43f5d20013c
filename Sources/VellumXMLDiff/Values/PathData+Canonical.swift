import VellumXML

extension PathData {
    /// Combines the segments, numbers quantised, into `hasher`.
    func hash(into hasher: inout StableHasher, quantum: Double) {
        for command in commands {
            hasher.combine(byte: command)
        }
        for number in numbers {
            hasher.combine(number: number, quantum: quantum)
        }
    }

    /// Canonical text such as `M0 0 L10 0 Z`.
    var display: String {
        var parts: [String] = []
        forEachSegment { command, numbers in
            var part = String(UnicodeScalar(command))
            if !numbers.isEmpty {
                part += CanonicalNumberFormat.list(Array(numbers))
            }
            parts.append(part)
        }
        return parts.joined(separator: " ")
    }
}
