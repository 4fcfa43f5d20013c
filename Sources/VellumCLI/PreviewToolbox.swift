import Foundation
import VellumMCP
import VellumPreviewServer

/// `vellum mcp`'s tools, on the preview server's builder, hosts and watcher
/// (``PreviewServer`` started without its page): `list_previews`,
/// `render_preview`, `accessibility_tree`, `view_tree`, `diff` and `build_status`; and the
/// previews as resources (`vellum-preview:///<id>`, their SVG).
///
/// A tool that needs the previews first waits for the build under way (the
/// sources looked at first, so a file saved just before is included), for at
/// most ``buildWait`` seconds. When the last build failed, the tool fails with
/// its compiler errors (file, line, column, message), so the agent reads them
/// where it reads the result.
struct PreviewToolbox: MCPToolbox {
    /// The server that builds, watches and draws.
    let server: PreviewServer
    /// The package's folder: where `diff`'s reference paths start.
    let packageRoot: URL
    /// The longest a tool waits for a build, in seconds.
    var buildWait: Double = 600
    /// Makes the PNG of a picture (`vellum mcp` gives librsvg's); none, and `render_preview` answers the SVG alone.
    var rasterizer: (any PreviewRasterizer)? = nil

    /// A tool's own failure, said as the result the model reads.
    struct Refusal: Error {
        /// The result the tool answers.
        var result: MCPToolResult
        /// A refusal answering `result`.
        init(_ result: MCPToolResult) { self.result = result }
        /// A refusal saying `message`.
        init(_ message: String) { result = .failure(message) }
    }

    /// The five tools, each with the JSON Schema of its arguments.
    var tools: [MCPTool] {
        let id: JSONValue = ["type": "string", "description": "The preview's id, as list_previews gives it (Module/File/Name)."]
        var variant = PreviewVariantArguments.properties
        variant["id"] = id
        var diff = variant
        diff["reference"] = ["type": "string",
                             "description": "An SVG file to compare with, relative to the package (default: the preview's snapshot reference, snapshots/Previews/<File>/<Name>.svg). Not with 'against'."]
        var against = PreviewVariantArguments.properties
        against["id"] = ["type": "string", "description": "Another preview's id (default: the same preview)."]
        diff["against"] = ["type": "object", "properties": .object(against), "additionalProperties": false,
                           "description": "Compare with the preview in this variant (or another preview) instead of a reference file."]
        func schema(_ properties: [String: JSONValue], required: [String]) -> JSONValue {
            ["type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string)), "additionalProperties": false]
        }
        return [
            MCPTool(name: "list_previews",
                    description: "Every #Preview and PreviewProvider of the package: id, name, file, line, module and traits. Waits for the build under way; fails with the compiler errors when the package does not build.",
                    inputSchema: schema([:], required: [])),
            MCPTool(name: "render_preview",
                    description: "Draws one preview in a variant (device, orientation, colour scheme, Dynamic Type size, layout direction, locale) and returns a line of JSON about the picture, its PNG at 2x as image content (when librsvg is installed), then its SVG as text. Rebuilds first when the sources changed; fails with the compiler errors when they do not build, or with the preview's own error.",
                    inputSchema: schema(variant, required: ["id"])),
            MCPTool(name: "accessibility_tree",
                    description: "The accessibility elements of one preview in a variant, in the order VoiceOver visits them: role (button, header, toggle, adjustable, textField, link, image, text, element), label, value, hint, identifier, traits, frame and activation point in points. Controls are one element each; what a sheet or alert covers is left out.",
                    inputSchema: schema(variant, required: ["id"])),
            MCPTool(name: "view_tree",
                    description: "The views of one preview in a variant as text, one view per line indented by depth, each modifier a line around what it modifies, with text, fonts, colours and the frame each view was given in points: Text \"Log in\" font=17/semibold fg=#FFFFFF frame=(173.333, 453.667, 46.667, 20.333).",
                    inputSchema: schema(variant, required: ["id"])),
            MCPTool(name: "diff",
                    description: "Compares one preview in a variant with its snapshot reference (or another SVG file, or the preview in another variant) structurally: each change located by its path in the SVG (/svg/g[2]/rect[1]@fill: #FF0000 → #0000FF).",
                    inputSchema: schema(diff, required: ["id"])),
            MCPTool(name: "build_status",
                    description: "The last build of the previews: its phase (building, ready, failed), its number, how long it took, and its compiler errors with file, line, column and message.",
                    inputSchema: schema([:], required: [])),
        ]
    }

    /// Runs the tool `name`; a refusal is its result (`isError`), nil an unknown tool.
    func call(_ name: String, arguments: [String: JSONValue]) -> MCPToolResult? {
        do throws(Refusal) {
            switch name {
            case "list_previews": return try listPreviews(try read(arguments, known: []))
            case "render_preview": return try renderPreview(try read(arguments, known: ["id"] + PreviewVariantArguments.names))
            case "accessibility_tree": return try accessibilityTree(try read(arguments, known: ["id"] + PreviewVariantArguments.names))
            case "view_tree": return try viewTree(try read(arguments, known: ["id"] + PreviewVariantArguments.names))
            case "diff": return try compare(try read(arguments, known: ["id", "reference", "against"] + PreviewVariantArguments.names))
            case "build_status": return buildStatus(try read(arguments, known: []))
            default: return nil
            }
        } catch {
            return error.result
        }
    }

    private func read(_ arguments: [String: JSONValue], known: [String]) throws(Refusal) -> MCPArguments {
        do { return try MCPArguments(arguments, known: known) } catch { throw Refusal(error.description) }
    }

    // MARK: The build

    /// The state once the build is done and good.
    ///
    /// - Throws: ``Refusal`` with the compiler errors when it failed, or saying it is still building.
    func builtState() throws(Refusal) -> ServerState {
        let state = server.waitForBuild(timeout: buildWait)
        switch state.phase {
        case "ready": return state
        case "failed": throw Refusal(Self.buildFailure(state))
        default: throw Refusal("The previews are still building after \(Int(buildWait)) s; call again in a while (build_status tells the phase).")
        }
    }

    /// The failure that shows a failed build's errors: one `file:line:column: error: message` line each, then
    /// the same as JSON; the end of the build's output when no error could be told apart.
    static func buildFailure(_ state: ServerState) -> MCPToolResult {
        var text = "The previews did not build (\(state.errors.count) error\(state.errors.count == 1 ? "" : "s")); fix the code and call again, the server rebuilds when files are saved:\n"
        text += state.errors.map(Self.line).joined(separator: "\n")
        if !state.errors.contains(where: { $0.file != nil }), !state.log.isEmpty {
            text += "\nThe build's output ends:\n" + state.log
        }
        return MCPToolResult(content: [.text(text), .text(JSONValue.object(["errors": errorsJSON(state.errors)]).text)], isError: true)
    }

    /// `Sources/Cards/Badge.swift:5:9: error: message` (or `error: message` when it names no file).
    static func line(_ error: CompileError) -> String {
        guard let file = error.file else { return "error: \(error.message)" }
        return "\(file):\(error.line.map(String.init) ?? "0")\(error.column.map { ":\($0)" } ?? ""): error: \(error.message)"
    }

    /// `errors` as a JSON array of `{"file","line","column","message"}` (what is unknown left out).
    static func errorsJSON(_ errors: [CompileError]) -> JSONValue {
        .array(errors.map { error in
            var members: [String: JSONValue] = ["message": .string(error.message)]
            if let file = error.file { members["file"] = .string(file) }
            if let line = error.line { members["line"] = .integer(line) }
            if let column = error.column { members["column"] = .integer(column) }
            return .object(members)
        })
    }

    // MARK: Tools

    private func listPreviews(_ arguments: MCPArguments) throws(Refusal) -> MCPToolResult {
        let state = try builtState()
        let previews: [JSONValue] = state.previews.map { item in
            var members: [String: JSONValue] = ["id": .string(item.id), "name": .string(item.name), "file": .string(item.file),
                                                "module": .string(item.module), "traits": .array((item.traits ?? []).map(JSONValue.string))]
            if let line = item.line { members["line"] = .integer(line) }
            return .object(members)
        }
        let listing: JSONValue = ["generation": .integer(state.generation), "previews": .array(previews)]
        return MCPToolResult(content: [.text(listing.text)])
    }

    private func buildStatus(_ arguments: MCPArguments) -> MCPToolResult {
        let state = server.state
        var members: [String: JSONValue] = ["phase": .string(state.phase), "generation": .integer(state.generation),
                                            "errors": Self.errorsJSON(state.errors), "previews": .integer(state.previews.count)]
        if let seconds = state.buildSeconds { members["buildSeconds"] = .number((seconds * 10).rounded() / 10) }
        if !state.changed.isEmpty { members["changed"] = .array(state.changed.map(JSONValue.string)) }
        if state.phase == "failed", !state.log.isEmpty, !state.errors.contains(where: { $0.file != nil }) { members["log"] = .string(state.log) }
        var content: [MCPContent] = []
        if state.phase == "failed" {
            content.append(.text("The last build failed:\n" + state.errors.map(Self.line).joined(separator: "\n")))
        }
        content.append(.text(JSONValue.object(members).text))
        return MCPToolResult(content: content)
    }

    private func renderPreview(_ arguments: MCPArguments) throws(Refusal) -> MCPToolResult {
        let query = try query(arguments)
        let state = try builtState()
        let (svg, missing, generation) = try draw(query, in: state)
        var about: [String: JSONValue] = ["id": .string(query.id), "generation": .integer(generation), "variant": PreviewVariantArguments.json(query)]
        if !missing.isEmpty { about["missingAssets"] = .array(missing.map(JSONValue.string)) }
        var content: [MCPContent] = [.text(JSONValue.object(about).text)]
        if let rasterizer {
            do { content.append(.image(try rasterizer.png(fromSVG: svg, scale: 2), mimeType: "image/png")) } catch {
                content.append(.text("The PNG could not be made: \(error)"))
            }
        }
        content.append(.text(svg))
        return MCPToolResult(content: content)
    }

    private func accessibilityTree(_ arguments: MCPArguments) throws(Refusal) -> MCPToolResult {
        let query = try query(arguments)
        let state = try builtState()
        let (body, generation) = try answer(server.accessibility(query), query, in: state)
        let elements: JSONValue
        do { elements = try JSONParser.parse(String(decoding: body, as: UTF8.self)) } catch {
            throw Refusal("The preview host answered something that is not a list of elements: \(error)")
        }
        let lines = (elements.arrayValue ?? []).map { element -> String in
            let frame = element["frame"]
            func number(_ key: String) -> String { frame?[key].map(\.text) ?? "?" }
            let label = element["label"]?.stringValue ?? ""
            return "\(element["role"]?.stringValue ?? "text") \(JSONValue.string(label).text) frame x=\(number("x")) y=\(number("y")) width=\(number("width")) height=\(number("height"))"
        }
        let about: JSONValue = ["id": .string(query.id), "generation": .integer(generation), "variant": PreviewVariantArguments.json(query),
                                "elements": elements]
        return MCPToolResult(content: [.text("\(lines.count) element\(lines.count == 1 ? "" : "s") in reading order:\n" + lines.joined(separator: "\n")),
                                       .text(about.text)])
    }

    private func viewTree(_ arguments: MCPArguments) throws(Refusal) -> MCPToolResult {
        let query = try query(arguments)
        let state = try builtState()
        let (body, generation) = try answer(server.viewTree(query), query, in: state)
        let about: JSONValue = ["id": .string(query.id), "generation": .integer(generation), "variant": PreviewVariantArguments.json(query)]
        return MCPToolResult(content: [.text(String(decoding: body, as: UTF8.self)), .text(about.text)])
    }

    // MARK: Drawing

    /// The preview and variant `arguments` name.
    ///
    /// - Throws: ``Refusal`` for a missing id or a value outside its choices.
    func query(_ arguments: MCPArguments) throws(Refusal) -> PictureQuery {
        do { return try PreviewVariantArguments.query(id: try arguments.requiredString("id"), arguments) } catch { throw Refusal(error.description) }
    }

    /// The SVG of `query`, the assets it lacks, and the build it is from.
    func draw(_ query: PictureQuery, in state: ServerState) throws(Refusal) -> (svg: String, missingAssets: [String], generation: Int) {
        let outcome = server.picture(query)
        if case let .answered(.success(reply), _, _) = outcome {
            let (body, generation) = try answer(outcome, query, in: state)
            return (String(decoding: body, as: UTF8.self), reply.missingAssets, generation)
        }
        _ = try answer(outcome, query, in: state)
        throw Refusal("The preview host gave no picture of '\(query.id)'.")
    }

    /// The body of a host's successful answer and its build.
    ///
    /// - Throws: ``Refusal`` naming the previews there are, the preview's own error, or the build's errors.
    private func answer(_ outcome: HostOutcome, _ query: PictureQuery, in state: ServerState) throws(Refusal) -> (Data, Int) {
        switch outcome {
        case let .answered(.success(reply), generation, _):
            return (reply.body, generation)
        case let .answered(.failure(failure), _, _):
            throw Refusal("The preview '\(query.id)' could not be drawn: \(failure.description)")
        case .unknown:
            let ids = state.previews.map(\.id)
            throw Refusal("There is no preview '\(query.id)'; the previews are: \(ids.isEmpty ? "none" : ids.joined(separator: ", ")).")
        case .notBuilt:
            throw Refusal(Self.buildFailure(server.state))
        }
    }

    // MARK: Resources

    /// The scheme of the previews' resource URIs.
    static let scheme = "vellum-preview:///"

    /// Each preview of the current build, as `vellum-preview:///<id>` (percent-encoded).
    func resources() -> [MCPResource] {
        server.state.previews.map { item in
            MCPResource(uri: Self.scheme + PercentDecoding.encode(item.id), name: item.id,
                        description: "The preview \(item.name) of \(item.file)\(item.line.map { ":\($0)" } ?? ""), drawn light on its own device, as SVG.",
                        mimeType: "image/svg+xml")
        }
    }

    /// The SVG of the preview `uri` names, drawn light on its own device; nil when there is none.
    func read(_ uri: String) -> (text: String, mimeType: String)? {
        guard uri.hasPrefix(Self.scheme), let id = PercentDecoding.decode(uri.dropFirst(Self.scheme.count), plusIsSpace: false) else { return nil }
        guard let state = try? builtState(), let picture = try? draw(PictureQuery(id: id), in: state) else { return nil }
        return (picture.svg, "image/svg+xml")
    }
}
