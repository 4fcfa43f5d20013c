import Foundation
import VellumMCP
import VellumPreviewServer
import VellumXMLDiff

extension PreviewToolbox {
    /// `diff`: the preview in a variant against its snapshot reference, another SVG file, or the
    /// preview (or another) in another variant; the structural diff's changes, each located by its path.
    func compare(_ arguments: MCPArguments) throws(Refusal) -> MCPToolResult {
        let query = try query(arguments)
        let reference: String?
        do { reference = try arguments.string("reference") } catch { throw Refusal(error.description) }
        let against = arguments.values["against"]
        if reference != nil, against != nil { throw Refusal("Give 'reference' or 'against', not both.") }
        let state = try builtState()
        let current = try draw(query, in: state)
        let (baseline, baselineName): (String, String)
        if let against {
            guard let members = against.objectValue else { throw Refusal("The argument 'against' must be an object of variant arguments.") }
            let other: PictureQuery
            do {
                let otherArguments = try MCPArguments(members, known: ["id"] + PreviewVariantArguments.names)
                other = try PreviewVariantArguments.query(id: try otherArguments.string("id") ?? query.id, otherArguments)
            } catch { throw Refusal("In 'against': \(error.description)") }
            baseline = try draw(other, in: state).svg
            baselineName = "\(other.id) \(PreviewVariantArguments.json(other).text)"
        } else {
            let path = reference ?? Self.referencePath(of: query.id)
            let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw Refusal("There is no reference at \(path)\(reference == nil ? " (the preview's snapshot reference: record it with assertPreviewSnapshots, or give 'reference' or 'against')" : "").")
            }
            baseline = text
            baselineName = path
        }
        let currentName = "\(query.id) \(PreviewVariantArguments.json(query).text)"
        let result: SVGDiffResult
        do { result = try SVGDiff.compare(baseline, current.svg, aName: baselineName, bName: currentName) } catch {
            throw Refusal("The pictures could not be compared: \(error)")
        }
        let changes: [JSONValue] = result.differences.map { difference in
            var members: [String: JSONValue] = ["kind": .string(difference.kind.rawValue), "path": .string(difference.path),
                                                "location": .string(difference.location)]
            if let attribute = difference.attribute { members["attribute"] = .string(attribute) }
            if let old = difference.oldValue { members["old"] = .string(old) }
            if let new = difference.newValue { members["new"] = .string(new) }
            return .object(members)
        }
        let summary = result.isEqual
            ? "No differences between \(baselineName) and \(currentName)."
            : "\(result.differences.count) difference\(result.differences.count == 1 ? "" : "s") from \(baselineName) to \(currentName):\n" + result.summary(limit: 50)
        let about: JSONValue = ["baseline": .string(baselineName), "current": .string(currentName), "generation": .integer(current.generation),
                                "equal": .bool(result.isEqual), "changes": .array(changes)]
        return MCPToolResult(content: [.text(summary), .text(about.text)])
    }

    /// Where `assertPreviewSnapshots` keeps the reference of the preview `id` (`Module/File/Name`):
    /// `snapshots/Previews/File/Name.svg`.
    static func referencePath(of id: String) -> String {
        let parts = id.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return "snapshots/Previews/\(id).svg" }
        return "snapshots/Previews/\(parts[1])/\(parts[2]).svg"
    }
}
