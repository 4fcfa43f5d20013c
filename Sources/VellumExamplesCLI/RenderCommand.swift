import Foundation
import Vellum
import VellumCLI
import VellumExamples
import VellumPreviews
import VellumRaster

/// `vellum-examples render NAME [options]`: one example, or one captioned-photo preview,
/// to an SVG file, on a device, colour scheme and keyboard state of your choice.
///
/// ```sh
/// vellum-examples render login-form --device iPhoneSE --dark --keyboard --chrome --out login.svg
/// vellum-examples render captioned-photo-preview-2
/// vellum-examples render settings --variant dark --variant AX3 --variant rtl+locale:ar   # settings.dark.svg, settings.accessibility3.svg, …
/// vellum-examples render profile-card --dynamic-type accessibility5 --fit                 # the screen's view at its own size
/// vellum-examples render border-inside                                                      # a component: its fitting size
/// vellum-examples render border-inside --canvas                                             # on the gallery's canvas
/// vellum-examples render profile-card --accessibility-overlay                               # each element's frame and label
/// vellum-examples render login-form --png --scale 3                                          # login-form.svg and login-form.png, 3 px a point
/// vellum-examples render login-form --tree                                                   # and login-form.tree.txt, the views as text
/// vellum-examples render settings --accessibility                                            # and settings.accessibility.txt / .json
/// vellum-examples render login-form --audit                                                  # and the accessibility audits' findings
/// ```
///
/// A component (an example without a device of its own) is drawn at its
/// fitting size unless `--device` or `--canvas` is given: the view is
/// proposed `.unspecified` and the picture is its ideal size, as
/// `SVGRenderer(content:)` and `ImageRenderer` draw it. A screen is drawn on
/// its device; `--fit` draws it at its own size instead.
///
/// `--variant V` (repeatable) takes the names `Variant(parsing:)` reads; with
/// variants, one file per variant is written, `<out>.<variant>.svg`.
/// `--dynamic-type SIZE`, `--rtl`, `--locale ID` and `--look ios26` are one-variant shorthands.
///
/// `--png` also writes each SVG's PNG beside it (`login-form.png`), drawn by
/// librsvg at `--scale N` pixels a point (1 by default); see `SVGRenderer.png(scale:)`.
/// `--tree` also writes the views as text beside it (`login-form.tree.txt`); see
/// `SVGRenderer.viewTree()`. `--accessibility` also writes the elements
/// VoiceOver visits, in its order, as text and JSON (`settings.accessibility.txt`,
/// `settings.accessibility.json`); see `SVGRenderer.accessibilityTree()`.
package struct RenderCommand {
    /// The preview number in `captioned-photo-preview-N` (0-based), or 0 for
    /// `captioned-photo-previews`; nil for other names.
    static func previewIndex(_ name: String) -> Int? {
        if name == "captioned-photo-previews" { return 0 }
        let prefix = "captioned-photo-preview-"
        guard name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)), number > 0 else { return nil }
        return number - 1
    }

    package init() {}

    package func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, !name.hasPrefix("-") else {
            Console.error("vellum-examples render: name an example (see `vellum-examples list`)\n\n\(ExamplesCommand.usage)")
            return 2
        }
        var scheme = ColorScheme.light, keyboard: Bool?, device: Device?, chrome = false
        var out = "\(name).svg"
        var variants: [Variant] = [], extra: Variant?, fit: Bool?, overlay = false
        var png = false, scale = 1.0, tree = false, accessibility = false, audit = false
        func add(_ v: Variant) { extra = extra.map { $0 + v } ?? v }
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--dark": scheme = .dark
            case "--light": scheme = .light
            case "--keyboard": keyboard = true
            case "--no-keyboard": keyboard = false
            case "--chrome": chrome = true
            case "--fit": fit = true
            case "--canvas": fit = false
            case "--accessibility-overlay": overlay = true
            case "--png": png = true
            case "--tree": tree = true
            case "--accessibility": accessibility = true
            case "--audit": audit = true
            case "--scale" where i + 1 < arguments.count:
                guard let value = Double(arguments[i + 1]), value.isFinite, value > 0 else {
                    Console.error("vellum-examples render: --scale takes a positive number of pixels per point, not '\(arguments[i + 1])'")
                    return 2
                }
                scale = value; i += 1
            case "--rtl": add(.rightToLeft)
            case "--look" where i + 1 < arguments.count:
                guard let look = PlatformLook(name: arguments[i + 1]) else {
                    Console.error("vellum-examples render: --look takes ios18 or ios26, not '\(arguments[i + 1])'")
                    return 2
                }
                add(.platformLook(look)); i += 1
            case "--variant" where i + 1 < arguments.count, "--dynamic-type" where i + 1 < arguments.count, "--locale" where i + 1 < arguments.count:
                let value = arguments[i + 1]
                let parsed = a == "--locale" ? Variant.locale(value) : Variant(parsing: value)
                guard let v = parsed, a != "--dynamic-type" || v.dynamicTypeSize != nil else {
                    Console.error("vellum-examples render: unknown \(a == "--variant" ? "variant" : "Dynamic Type size") '\(value)'; use light, dark, xSmall … accessibility5 (AX1 … AX5), rtl, locale:ID, ios18, ios26, joined with +")
                    return 2
                }
                if a == "--variant" { variants.append(v) } else { add(v) }
                i += 1
            case "--out" where i + 1 < arguments.count: out = arguments[i + 1]; i += 1
            case "--device" where i + 1 < arguments.count:
                guard let d = DeviceName.device(named: arguments[i + 1]) else {
                    Console.error("vellum-examples render: unknown device '\(arguments[i + 1])'; use \(DeviceName.choices)")
                    return 2
                }
                device = d; i += 1
            default:
                Console.error("vellum-examples render: unexpected argument '\(a)'")
                return 2
            }
            i += 1
        }
        do {
            let svg: String
            if let preview = Self.previewIndex(name) {
                let previews = try ExampleGallery.captionedPhotoPreviews(device: device ?? .iPhone15Pro)
                guard preview < previews.count else {
                    Console.error("vellum-examples render: there are \(previews.count) captioned-photo previews; use captioned-photo-preview-1 to -\(previews.count)")
                    return 2
                }
                svg = previews[preview]
                if tree || accessibility || audit {
                    Console.error("vellum-examples render: \(tree ? "--tree" : accessibility ? "--accessibility" : "--audit") needs an example; a captioned-photo preview is drawn as a whole gallery page")
                    return 2
                }
            } else {
                guard let example = ExampleGallery.named(name) else {
                    Console.error("vellum-examples render: no example named '\(name)'; `vellum-examples list` shows them")
                    return 2
                }
                var renderer = try example.renderer(colorScheme: scheme, device: device, keyboardVisible: keyboard, chrome: chrome)
                if fit ?? (example.device == nil), device == nil { renderer.device = nil; renderer.proposedSize = .unspecified }
                renderer.showsAccessibilityOverlay = overlay
                if let extra { renderer = renderer.applying(extra) }
                if !variants.isEmpty {
                    let url = URL(fileURLWithPath: out)
                    let base = url.deletingPathExtension().lastPathComponent
                    // One file per variant, in the order given.
                    for (variant, written) in zip(variants, try renderer.write(variants, to: url.deletingLastPathComponent(), named: base)) {
                        Console.out("Wrote \(written.path)")
                        if png { try Self.writePNG(of: String(decoding: try Data(contentsOf: written), as: UTF8.self), beside: written, scale: scale) }
                        if tree { try Self.writeTree(try renderer.applying(variant).viewTree(), beside: written) }
                        if accessibility { try Self.writeAccessibility(of: renderer.applying(variant), beside: written) }
                    }
                    return 0
                }
                svg = try renderer.svg()
                if tree { try Self.writeTree(try renderer.viewTree(), beside: URL(fileURLWithPath: out)) }
                if accessibility { try Self.writeAccessibility(of: renderer, beside: URL(fileURLWithPath: out)) }
                if audit {
                    let issues = try renderer.accessibilityAudit()
                    for issue in issues { Console.out("accessibility: \(issue)") }
                    Console.out(issues.isEmpty ? "The accessibility audits found no issues." : "The accessibility audits found \(issues.count) issues.")
                }
            }
            try AtomicFile.write(Data(svg.utf8), to: URL(fileURLWithPath: out))
            Console.out("Wrote \(out)")
            if png { try Self.writePNG(of: svg, beside: URL(fileURLWithPath: out), scale: scale) }
            return 0
        } catch {
            Console.error("vellum-examples render: \(error)")
            return 1
        }
    }

    /// Writes the view tree `text` beside `file` (its name with `.tree.txt` for `.svg`) and says so.
    static func writeTree(_ text: String, beside file: URL) throws {
        let url = file.deletingPathExtension().appendingPathExtension("tree.txt")
        try AtomicFile.write(Data(text.utf8), to: url)
        Console.out("Wrote \(url.path)")
    }

    /// Writes the accessibility hierarchy of `renderer` beside `file`, as
    /// text (`.accessibility.txt`) and as JSON (`.accessibility.json`), and says so.
    static func writeAccessibility<Content: View>(of renderer: SVGRenderer<Content>, beside file: URL) throws {
        let base = file.deletingPathExtension()
        for (text, ext) in [(try renderer.accessibilityTree(), "accessibility.txt"), (try renderer.accessibilityTreeJSON(), "accessibility.json")] {
            let url = base.appendingPathExtension(ext)
            try AtomicFile.write(Data(text.utf8), to: url)
            Console.out("Wrote \(url.path)")
        }
    }

    /// Writes the PNG of `svg` at `scale` beside `file` (its name with `.png` for `.svg`) and says so.
    static func writePNG(of svg: String, beside file: URL, scale: Double) throws {
        let url = file.deletingPathExtension().appendingPathExtension("png")
        try AtomicFile.write(try SVGRasterizer().png(svg: svg, scale: scale), to: url)
        Console.out("Wrote \(url.path)")
    }
}
