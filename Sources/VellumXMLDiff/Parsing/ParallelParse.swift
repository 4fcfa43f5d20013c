import Dispatch

/// Parses the two documents of a comparison at the same time.
enum ParallelParse {
    /// One slot per document; each is written by exactly one iteration and read after both finish.
    private final class Slots: @unchecked Sendable {
        var trees: [Result<CanonicalTree, any Error>?] = [nil, nil]
    }

    static func trees(_ a: String, _ aName: String, _ b: String, _ bName: String, options: SVGDiffOptions) throws -> (CanonicalTree, CanonicalTree) {
        let slots = Slots()
        let inputs = [(a, aName), (b, bName)]
        let total = a.utf8.count + b.utf8.count
        let parse: @Sendable (Int) -> Void = { index in
            let (text, name) = inputs[index]
            slots.trees[index] = Result { try SVGCanonicalForm(text, name: name, options: options).tree }
        }
        if total > 256 * 1024 {
            DispatchQueue.concurrentPerform(iterations: 2, execute: parse)
        } else {
            parse(0)
            parse(1)
        }
        guard let left = slots.trees[0], let right = slots.trees[1] else {
            throw XMLDiffError(.malformed, file: aName, message: "internal error: a document was not parsed")
        }
        return (try left.get(), try right.get())
    }
}
