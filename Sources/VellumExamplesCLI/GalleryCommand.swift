import Foundation
import Vellum
import VellumCLI
import VellumExamples
import VellumPreviews

/// `vellum-examples gallery [--out DIR] [--chrome] [--variant V …]`: every example in
/// the variants it declares (light and dark unless it declares more: a Dynamic
/// Type range, right to left), and each screen's colour schemes again in iOS 26's
/// look (`Example.galleryVariants`), one `<name>.<variant>.svg` each, the
/// captioned-photo previews, and an index page that shows each example's
/// variants side by side.
///
/// ```swift
/// let entries = try GalleryCommand().render(into: URL(fileURLWithPath: "gallery"))
/// ```
package struct GalleryCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum-examples gallery [--out DIR] [--chrome] [--variant V ...]
          --out DIR     where to write the SVG files and index.html (default: gallery)
          --chrome      draw the status bar, home indicator, keyboard and screen corners on device examples
          --variant V   draw every example in these variants instead of the ones it declares (repeatable;
                        light, dark, xSmall … accessibility5 or AX1 … AX5, rtl, locale:ID, language:ID, ios18, ios26,
                        joined with +)
        """
    /// Whether device examples get device chrome.
    package var chrome = false
    /// The variants every example is drawn in, or nil for the ones each declares.
    package var variants: [Variant]?
    /// Where progress lines go.
    package var progress: @Sendable (String) -> Void = { Console.out($0) }

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `gallery`; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        var out = "gallery"
        var command = self
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--out" where i + 1 < arguments.count: out = arguments[i + 1]; i += 2
            case "--chrome": command.chrome = true; i += 1
            case "--variant" where i + 1 < arguments.count:
                guard let variant = Variant(parsing: arguments[i + 1]) else {
                    Console.error("vellum-examples gallery: unknown variant '\(arguments[i + 1])'; use light, dark, xSmall … accessibility5 (AX1 … AX5), rtl, locale:ID, language:ID, ios18, ios26, joined with +")
                    return 2
                }
                command.variants = (command.variants ?? []) + [variant]; i += 2
            case "-h", "--help": Console.out(Self.usage); return 0
            default:
                Console.error("vellum-examples gallery: unexpected argument '\(arguments[i])'\n\(Self.usage)")
                return 2
            }
        }
        let dir = URL(fileURLWithPath: out, isDirectory: true)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let entries = try command.render(into: dir)
            let page = dir.appendingPathComponent("index.html")
            try AtomicFile.write(Data(GalleryPage.html(entries).utf8), to: page)
            let files = entries.reduce(0) { $0 + $1.files.count }
            Console.out("Wrote \(files) SVG files for \(entries.count) examples in \(Self.seconds(clock.now - start)). "
                        + "Open \(page.path) in a browser.")
            return 0
        } catch {
            Console.error("vellum-examples gallery: \(error)")
            return 1
        }
    }

    /// Renders every example into `dir` (created if needed) and returns the
    /// page entries; `run` then writes `index.html` from them.
    package func render(into dir: URL) throws -> [GalleryPage.Entry] {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var entries: [GalleryPage.Entry] = []
        let total = ExampleGallery.all.count + 2
        let width = String(total).count
        let clock = ContinuousClock()
        var index = 0
        func report(_ name: String, _ summary: String, since start: ContinuousClock.Instant) {
            index += 1
            let counter = String(repeating: " ", count: width - String(index).count) + "\(index)/\(total)"
            let padded = name.count < 36 ? name + String(repeating: " ", count: 36 - name.count) : name
            progress("[\(counter)] \(padded) \(summary)  \(Self.seconds(clock.now - start))")
        }
        for (section, examples) in ExampleGallery.sections {
            for example in examples {
                let start = clock.now
                var files: [GalleryPage.File] = []
                let variants = self.variants ?? example.galleryVariants
                try Variant.checkNames(variants)
                var drawn: [String: (svg: String, file: Int)] = [:]
                for variant in variants {
                    let file = variant.fileName(for: example.name)
                    let svg = try example.svg(variant, chrome: chrome && example.device != nil)
                    // A screen of the example's own views draws the same in both looks: one picture says so.
                    if let base = example.iOS18Variant(of: variant), let same = drawn[base.name], same.svg == svg {
                        files[same.file].caption += " · iOS 18 and 26"
                        continue
                    }
                    try AtomicFile.write(Data(SVGStamp.current.applied(to: svg).utf8), to: dir.appendingPathComponent(file))
                    drawn[variant.name] = (svg, files.count)
                    files.append(GalleryPage.File(path: file, caption: VariantCaption.text(for: variant)))
                }
                entries.append(GalleryPage.Entry(name: example.name, title: example.title, section: section,
                                                 files: files, isScreen: example.device != nil))
                report(example.name, variants.map(\.name).joined(separator: ", "), since: start)
            }
        }
        let start = clock.now
        var files: [GalleryPage.File] = []
        for (i, svg) in try ExampleGallery.captionedPhotoPreviews().enumerated() {
            let file = "captioned-photo-preview-\(i + 1).svg"
            try AtomicFile.write(Data(SVGStamp.current.applied(to: svg).utf8), to: dir.appendingPathComponent(file))
            files.append(GalleryPage.File(path: file, caption: "Preview \(i + 1)"))
        }
        entries.append(GalleryPage.Entry(name: "captioned-photo-previews", title: "CaptionedPhoto_Previews",
                                         section: "Previews", files: files))
        report("captioned-photo-previews", files.map(\.caption).joined(separator: ", ").lowercased(), since: start)

        // The examples' `#Preview`s, found by discovery, as a user's package shows its own.
        let previewStart = clock.now
        let macroPreviews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.fileID != nil }
        let result = try PreviewGallery(device: .iPhone15Pro, assets: try ExampleAssets.catalog())
            .render(macroPreviews, into: dir, subfolder: "previews", section: "#Preview")
        if let failure = result.failures.first {
            throw VellumError(.invalidArgument, subject: failure.preview, message: "\(failure.preview): \(failure.error)")
        }
        entries += result.entries
        report("#Preview (\(macroPreviews.count) previews)", result.entries.flatMap(\.files).map(\.caption).joined(separator: ", ").lowercased(),
               since: previewStart)
        return entries
    }

    /// A duration as "0.42 s".
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let hundredths = Int(whole) * 100 + Int(attoseconds / 10_000_000_000_000_000)
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    }
}
