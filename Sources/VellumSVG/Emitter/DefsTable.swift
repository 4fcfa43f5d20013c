/// The `<defs>` of a document: each distinct definition written once, with an
/// id from its kind and its order of first use (`g1`, `g2`, `c1`…), never a hash.
package struct DefsTable {
    private var ids: [String: String] = [:]
    private var counters: [String: Int] = [:]
    package private(set) var writer = XMLWriter()

    package init() {}

    /// The id of the definition `build` writes; written the first time only.
    /// `prefix` names the kind; `key` identifies the content.
    package mutating func id(prefix: String, key: String, build: (inout XMLWriter, String) -> Void) -> String {
        let full = prefix + "\u{1}" + key
        if let id = ids[full] { return id }
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        let id = prefix + String(n)
        ids[full] = id
        var w = XMLWriter()
        build(&w, id)
        writer.append(w)
        return id
    }

    package var isEmpty: Bool { ids.isEmpty }
}
