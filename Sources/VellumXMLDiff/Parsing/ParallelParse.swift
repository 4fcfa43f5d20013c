import Dispatch

/// Parses the two documents of a comparison at the same time.
enum ParallelParse {
    /// One stored property per document, each written by exactly one iteration and
    /// read after both finish. (Not one array: two threads assigning into the same
    /// array race on its copy-on-write check, and one result can be lost.)
    private final class Slots: @unchecked Sendable {
        var first: Result<CanonicalTree, any Error>?
        var second: Result<CanonicalTree, any Error>?
    }

    static func trees(_ a: String, _ aName: String, _ b: String, _ bName: String, options: SVGDiffOptions) throws -> (CanonicalTree, CanonicalTree) {
        let slots = Slots()
        let total = a.utf8.count + b.utf8.count
        let parse: @Sendable (Int) -> Void = { index in
            if index == 0 {
                slots.first = Result { try SVGCanonicalForm(a, name: aName, options: options).tree }
            } else {
                slots.second = Result { try SVGCanonicalForm(b, name: bName, options: options).tree }
            }
        }
        if total > 256 * 1024 {
            DispatchQueue.concurrentPerform(iterations: 2, execute: parse)
        } else {
            parse(0)
            parse(1)
        }
        guard let left = slots.first, let right = slots.second else {
            throw XMLDiffError(.malformed, file: aName, message: "internal error: a document was not parsed")
        }
        return (try left.get(), try right.get())
    }
}
