import Foundation
import Vellum

/// The program `vellum previews` builds inside a user's package: it links the
/// package's libraries, finds their previews with `PreviewDiscovery` and
/// renders them into a gallery folder. Its `main` is all the generated host
/// calls; you do not call it yourself.
///
/// ```swift
/// // .build/vellum-previews/Sources/VellumPreviewHost/main.swift, written by `vellum previews`:
/// import VellumPreviews
/// exit(PreviewHost.main(Array(CommandLine.arguments.dropFirst())))
/// ```
public enum PreviewHost {
    /// The usage text.
    static let usage = """
        usage: VellumPreviewHost --out DIR [--module NAME]... [--device NAME] [--assets PATH]... [--title TEXT] [--png SCALE] [--audit all] [--shard I/N] [--variant V]... [--skip-module NAME]... [--look ios18|ios26] [--trees]
        """

    /// Renders the previews of the `--module`s (every preview when none is given)
    /// into `--out`, with each one's PNG at `--png SCALE` pixels a point beside its SVG when asked; with `--audit all` each audited for accessibility; with `--shard I/N` (or `VELLUM_SHARD=I/N` in the environment) only shard I of N (``PreviewShard``); with `--variant V` (repeatable, as `Variant(parsing:)` reads it) each in those variants; with `--skip-module NAME` that module's previews listed but not drawn; with `--look ios26` in iOS 26's system design; with `--trees` each picture's view tree beside it (`<name>.tree.txt`); returns the exit status: 0 all drawn (and no audit issue), 1 some threw or an audit found issues, 2 bad arguments.
    public static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == "--serve" { return PreviewRenderService.main(Array(arguments.dropFirst())) }   // `vellum preview`
        var out: String?
        var modules: [String] = []
        var device = Device.iPhone15Pro
        var assetsPaths: [String] = []
        var title = "Previews"
        var pngScale: Double?
        var audits: AccessibilityAuditType?
        var shard: PreviewShard?
        var look = PlatformLook.iOS18
        var variants: [Variant] = []
        var skipped: Set<String> = []
        var i = 0
        var trees = false
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--trees" { trees = true; i += 1; continue }
            guard i + 1 < arguments.count else { return fail("'\(argument)' needs a value") }
            let value = arguments[i + 1]
            switch argument {
            case "--out": out = value
            case "--module": modules.append(value)
            case "--title": title = value
            case "--assets": assetsPaths.append(value)
            case "--png":
                guard let scale = Double(value), scale.isFinite, scale > 0 else { return fail("--png takes a positive scale, not '\(value)'") }
                pngScale = scale
            case "--audit":
                guard value == "all" else { return fail("--audit takes 'all', not '\(value)'") }
                audits = .all
            case "--shard":
                do { shard = try PreviewShard(parsing: value, from: "--shard") } catch { return fail("\(error)") }
            case "--look":
                guard let named = PlatformLook(name: value) else { return fail("--look takes ios18 or ios26, not '\(value)'") }
                look = named
            case "--skip-module": skipped.insert(value)
            case "--variant":
                guard let variant = Variant(parsing: value) else { return fail("unknown variant '\(value)'") }
                variants.append(variant)
            case "--device":
                guard let named = DeviceName.device(named: value) else {
                    return fail("unknown device '\(value)'; use \(DeviceName.choices)")
                }
                device = named
            default: return fail("unexpected argument '\(argument)'")
            }
            i += 2
        }
        guard let out else { return fail("--out is required") }
        if shard == nil {
            do { shard = try PreviewShard.fromEnvironment() } catch { return fail("\(error)") }
        }
        do {
            // Every catalog given, merged: an Xcode project has one per target, and Preview Content's.
            let assets = AssetCatalog(merging: try assetsPaths.map { try AssetCatalog(contentsOf: URL(fileURLWithPath: $0)) })
            let previews = PreviewDiscovery.previews().filter { modules.isEmpty || modules.contains($0.moduleName) }
            let folder = URL(fileURLWithPath: out, isDirectory: true)
            var gallery = PreviewGallery(device: device, assets: assets)
            gallery.pngScale = pngScale
            gallery.audits = audits
            gallery.shard = shard
            gallery.platformLook = look
            gallery.writesViewTrees = trees
            gallery.variants = variants
            gallery.skippedModules = skipped
            let result = try gallery.write(previews, to: folder, title: title)
            for failure in result.failures {
                FileHandle.standardError.write(Data("error: \(failure.preview): \(failure.error)\n".utf8))
            }
            for warning in result.missingAssets {
                let names = warning.missingAssets.joined(separator: ", ")
                FileHandle.standardError.write(Data("warning: \(warning.preview): not in the asset catalog, drawn empty or clear as SwiftUI draws them: \(names)\n".utf8))
            }
            for warning in result.unsettled {
                FileHandle.standardError.write(Data("warning: \(warning.preview): \(warning.diagnostic)\n".utf8))
            }
            for audited in result.accessibilityIssues {
                for issue in audited.issues {
                    FileHandle.standardError.write(Data("error: \(audited.preview): accessibility: \(issue)\n".utf8))
                }
            }
            let scope = modules.isEmpty ? "the program" : modules.joined(separator: ", ")
            let pngs = pngScale == nil ? "" : " and \(result.pngFiles) PNG files"
            let counted = shard.map { "\(result.previews.count) of the \(previews.count) previews (shard \($0))" } ?? "\(previews.count) previews"
            print("Wrote \(result.files) SVG files\(pngs) for \(counted) of \(scope) to \(folder.path); "
                  + "open \(folder.appendingPathComponent("index.html").path) in a browser.")
            if previews.isEmpty { print("No previews found: declare them with #Preview or a PreviewProvider.") }
            if audits != nil {
                let count = result.accessibilityIssues.reduce(0) { $0 + $1.issues.count }
                print(count == 0 ? "The accessibility audits found no issues."
                      : "The accessibility audits found \(count) issue\(count == 1 ? "" : "s") in \(result.accessibilityIssues.count) previews.")
            }
            return result.failures.isEmpty && result.accessibilityIssues.isEmpty ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("VellumPreviewHost: \(message)\n\(usage)\n".utf8))
        return 2
    }
}
