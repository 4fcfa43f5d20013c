/// The `<defs>` of a document: each distinct definition written once, with an
/// id from its kind and its order of first use (`g1`, `g2`, `c1`…), or a name
/// that says what it is (a glyph's), never a hash.
package struct DefsTable {
    private var ids: [String: String] = [:]
    private var counters: [String: Int] = [:]
    /// Ids given by name, so a name is never given to two contents.
    private var named: Set<String> = []
    package private(set) var writer = XMLWriter()

    package init() {}

    /// The id of the definition `build` writes; written the first time only.
    /// `prefix` names the kind; `key` identifies the content.
    package mutating func id(prefix: String, key: String, build: (inout XMLWriter, String) -> Void) -> String {
        let full = prefix + "\u{1}" + key
        if let id = ids[full] { return id }
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        return define(full, id: prefix + String(n), build)
    }

    /// The id of the definition `build` writes, `name` when no other content
    /// has it yet (else `name-2`, `name-3`…); written the first time only.
    /// `key` identifies the content.
    package mutating func id(named name: String, key: String, build: (inout XMLWriter, String) -> Void) -> String {
        let full = "\u{2}" + key
        if let id = ids[full] { return id }
        var id = name
        var n = 1
        while named.contains(id) { n += 1; id = name + "-" + String(n) }
        named.insert(id)
        return define(full, id: id, build)
    }

    /// Records `id` for the content `full` and writes its definition.
    private mutating func define(_ full: String, id: String, _ build: (inout XMLWriter, String) -> Void) -> String {
        ids[full] = id
        var w = XMLWriter()
        build(&w, id)
        writer.append(w)
        return id
    }

    package var isEmpty: Bool { ids.isEmpty }
}
