#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Vellum
import VellumScreen

/// The host's serving mode, for `vellum preview`: instead of writing a gallery,
/// the host answers requests on its standard input, one JSON object a line, and
/// replies on its standard output with a header line `ok N` or `error N`
/// followed by N bytes (the listing's JSON, an SVG, or an error message).
///
/// ```text
/// → {"op":"list"}
/// ← ok 123\n[{"id":"Cards/Badge/Badge","file":"Cards/Badge.swift",…}]
/// → {"op":"render","id":"Cards/Badge/Badge","device":"iPhoneSE","orientation":"landscapeLeft","variant":"dark+AX3+language:ar"}
/// ← ok 5120\n<svg …
/// → {"op":"accessibility","id":"Cards/Badge/Badge","variant":"light"}
/// ← ok 84\n[{"frame":{"height":29,"width":26,"x":0,"y":0},"label":"3"}]
/// ```
///
/// A picture drawn with assets the catalog lacks (drawn as SwiftUI draws
/// them: an empty image, a clear colour) has a third number in its header,
/// the length of a JSON array of their names that follows the SVG:
/// `ok 5120 17\n<svg …</svg>["Image 'Hero'"]`.
///
/// What the previews themselves print goes to standard error, so it cannot
/// break the replies. The server bounds every render by killing the host.
package enum PreviewRenderService {
    /// One request.
    struct Request: Decodable {
        var op: String
        var id: String?
        var device: String?
        var orientation: String?
        /// A variant as `Variant(parsing:)` reads it (`dark+accessibility3+language:ar`).
        var variant: String?
        /// `dark` or `light`, when no variant is given.
        var scheme: String?
    }

    /// A preview as the listing names it.
    struct Listed: Encodable {
        var id: String
        var file: String
        var name: String
        var line: Int?
        var module: String
        /// Its traits (`sizeThatFitsLayout`, `landscapeLeft`).
        var traits: [String]
    }

    /// The listing: the previews and the devices to choose from.
    struct Listing: Encodable {
        var previews: [Listed]
        var devices: [String]
        var orientations: [String]
        var sizes: [String]
        var languages: [String]
        var notes: [String]
    }

    /// Parses `--module NAME`s, `--assets PATH`s (merged, the first one's asset winning a name) and `--localization PATH` (what follows the host's `--serve`) and serves.
    package static func main(_ arguments: [String]) -> Int32 {
        var modules: [String] = []
        var catalogs: [AssetCatalog] = []
        var strings = PreviewStrings()
        var i = 0
        while i + 1 < arguments.count {
            switch arguments[i] {
            case "--module": modules.append(arguments[i + 1])
            case "--assets":
                do { catalogs.append(try AssetCatalog(contentsOf: URL(fileURLWithPath: arguments[i + 1]))) } catch {
                    FileHandle.standardError.write(Data("VellumPreviewHost: \(error)\n".utf8))
                    return 2
                }
            case "--localization": strings = PreviewStrings(folder: URL(fileURLWithPath: arguments[i + 1]))
            default:
                FileHandle.standardError.write(Data("VellumPreviewHost: unexpected argument '\(arguments[i])'\n".utf8))
                return 2
            }
            i += 2
        }
        return serve(modules: modules, assets: AssetCatalog(merging: catalogs), strings: strings)
    }

    /// Serves the previews of `modules` (all when empty) until standard input ends; returns the exit status.
    static func serve(modules: [String], assets: AssetCatalog, strings: PreviewStrings) -> Int32 {
        let replies = dup(STDOUT_FILENO)
        guard replies >= 0 else { return 1 }
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)   // the previews' own prints go to standard error
        let previews = PreviewDiscovery.previews().filter { modules.isEmpty || modules.contains($0.moduleName) }
        let ids = identifiers(previews)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            do {
                let request = try JSONDecoder().decode(Request.self, from: Data(line.utf8))
                switch request.op {
                case "list":
                    let listed = zip(previews, ids).map { preview, id in
                        Listed(id: id, file: preview.fileID ?? "\(preview.moduleName)/\(preview.group)",
                               name: preview.name, line: preview.line, module: preview.moduleName,
                               traits: preview.traits.map(PreviewTraitName.name(of:)))
                    }
                    let listing = Listing(previews: listed, devices: DeviceName.choices.components(separatedBy: ", "),
                                          orientations: InterfaceOrientation.allCases.map(\.rawValue),
                                          sizes: DynamicTypeSize.allCases.map(\.name),
                                          languages: strings.localization.availableLanguages, notes: strings.notes)
                    reply(replies, ok: true, try encoder.encode(listing))
                case "render":
                    let picture = try render(request, previews: previews, ids: ids, assets: assets, localization: strings.localization)
                    let missing = picture.missingAssets.isEmpty ? Data() : try encoder.encode(picture.missingAssets)
                    reply(replies, ok: true, Data(picture.svg.utf8), trailer: missing)
                case "accessibility":
                    let elements = try renderer(request, previews: previews, ids: ids, assets: assets, localization: strings.localization)
                        .accessibilityElements()
                        .map(AccessibilityElementRecord.init)
                    reply(replies, ok: true, try encoder.encode(elements))
                case "tree":
                    let tree = try renderer(request, previews: previews, ids: ids, assets: assets, localization: strings.localization)
                        .viewTree()
                    reply(replies, ok: true, Data(tree.utf8))
                default:
                    reply(replies, ok: false, Data("unknown request '\(request.op)'".utf8))
                }
            } catch {
                reply(replies, ok: false, Data("\(error)".utf8))
            }
        }
        return 0
    }

    /// Stable identifiers: `module/group/name`, numbered when a name repeats.
    static func identifiers(_ previews: [DiscoveredPreview]) -> [String] {
        var seen: [String: Int] = [:]
        return previews.map { preview in
            let base = "\(preview.moduleName)/\(preview.group)/\(preview.name)"
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            return count == 1 ? base : "\(base) #\(count)"
        }
    }

    /// The SVG of the preview `request` names, drawn on its device, orientation and variant, and
    /// the assets it names that `assets` lacks (drawn as SwiftUI draws them).
    static func render(_ request: Request, previews: [DiscoveredPreview], ids: [String], assets: AssetCatalog,
                       localization: Localization) throws -> (svg: String, missingAssets: [String], unsettled: String?) {
        try renderer(request, previews: previews, ids: ids, assets: assets, localization: localization).svgDrawingMissingAssets()
    }

    /// The renderer of the preview `request` names, on its device, orientation and variant.
    static func renderer(_ request: Request, previews: [DiscoveredPreview], ids: [String], assets: AssetCatalog,
                         localization: Localization) throws -> SVGRenderer<AnyView> {
        guard let id = request.id, let index = ids.firstIndex(of: id) else {
            throw VellumError(.invalidArgument, subject: request.id ?? "", message: "There is no preview '\(request.id ?? "")' in this build.")
        }
        var device = Device.iPhone15Pro
        if let name = request.device, !name.isEmpty {
            guard let named = DeviceName.device(named: name) else {
                throw VellumError(.invalidArgument, subject: name, message: "Unknown device '\(name)'; use \(DeviceName.choices).")
            }
            device = named
        }
        if let name = request.orientation, !name.isEmpty {
            guard let orientation = InterfaceOrientation(rawValue: name) else {
                throw VellumError(.invalidArgument, subject: name, message: "Unknown orientation '\(name)'; use portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
            }
            device = device.oriented(orientation)
        }
        let name = request.variant ?? (request.scheme == "dark" ? "dark" : "light")
        guard let variant = Variant(parsing: name) else {
            throw VellumError(.invalidArgument, subject: name, message: "Unknown variant '\(name)'; use light or dark, a Dynamic Type size (xSmall … accessibility5), rtl or ltr, locale:ID or language:ID, ios18 or ios26, joined with +.")
        }
        var renderer = try previews[index].renderer(device: device)
        renderer.assets = assets
        renderer.localization = localization
        return renderer.applying(variant)
    }

    /// Writes `ok N`/`error N` and the body; a non-empty `trailer` is counted as a third number and follows the body.
    private static func reply(_ fd: Int32, ok: Bool, _ body: Data, trailer: Data = Data()) {
        var message = Data("\(ok ? "ok" : "error") \(body.count)\(trailer.isEmpty ? "" : " \(trailer.count)")\n".utf8)
        message.append(body)
        message.append(trailer)
        message.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }
}
