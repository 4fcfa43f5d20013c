import VellumPreviews
import Vellum
import VellumExamples
import VellumSVG

/// `vellum gallery [--out DIR] [--chrome]`: every example in light and dark,
/// the captioned-photo previews, and an index page that shows them all.
///
/// ```swift
/// let entries = try GalleryCommand().render(into: URL(fileURLWithPath: "gallery"))
/// ```
package struct GalleryCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum gallery [--out DIR] [--chrome]
          --out DIR   where to write the SVG files and index.html (default: gallery)
          --chrome    draw the status bar, home indicator, keyboard and screen corners on device examples
        """
    /// Whether device examples get device chrome.
    package var chrome = false
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
            case "-h", "--help": Console.out(Self.usage); return 0
            default:
                Console.error("vellum gallery: unexpected argument '\(arguments[i])'\n\(Self.usage)")
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
            Console.error("vellum gallery: \(error)")
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
        func report(_ name: String, _ files: [GalleryPage.File], since start: ContinuousClock.Instant) {
            index += 1
            let counter = String(repeating: " ", count: width - String(index).count) + "\(index)/\(total)"
            let padded = name.count < 36 ? name + String(repeating: " ", count: 36 - name.count) : name
            progress("[\(counter)] \(padded) \(files.map(\.caption).joined(separator: ", ").lowercased())  \(Self.seconds(clock.now - start))")
        }
        for (section, examples) in ExampleGallery.sections {
            for example in examples {
                let start = clock.now
                var files: [GalleryPage.File] = []
                for scheme in [ColorScheme.light, .dark] {
                    let caption = scheme == .light ? "Light" : "Dark"
                    let file = "\(example.name).\(caption.lowercased()).svg"
                    let svg = try example.svg(colorScheme: scheme, chrome: chrome && example.device != nil)
                    try AtomicFile.write(Data(svg.utf8), to: dir.appendingPathComponent(file))
                    files.append(GalleryPage.File(path: file, caption: caption))
                }
                entries.append(GalleryPage.Entry(name: example.name, title: example.title, section: section,
                                                 files: files, isScreen: example.device != nil))
                report(example.name, files, since: start)
            }
        }
        let start = clock.now
        var files: [GalleryPage.File] = []
        for (i, svg) in try ExampleGallery.captionedPhotoPreviews().enumerated() {
            let file = "captioned-photo-preview-\(i + 1).svg"
            try AtomicFile.write(Data(svg.utf8), to: dir.appendingPathComponent(file))
            files.append(GalleryPage.File(path: file, caption: "Preview \(i + 1)"))
        }
        entries.append(GalleryPage.Entry(name: "captioned-photo-previews", title: "CaptionedPhoto_Previews",
                                         section: "Previews", files: files))
        report("captioned-photo-previews", files, since: start)

        // The examples' `#Preview`s, found by discovery, as a user's package shows its own.
        let previewStart = clock.now
        let macroPreviews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.fileID != nil }
        let result = try PreviewGallery(device: .iPhone15Pro, assets: try ExampleAssets.catalog())
            .render(macroPreviews, into: dir, subfolder: "previews", section: "#Preview")
        if let failure = result.failures.first {
            throw VellumError(.invalidArgument, subject: failure.preview, message: "\(failure.preview): \(failure.error)")
        }
        entries += result.entries
        report("#Preview (\(macroPreviews.count) previews)", result.entries.flatMap(\.files), since: previewStart)
        return entries
    }

    /// A duration as "0.42 s".
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let hundredths = Int(whole) * 100 + Int(attoseconds / 10_000_000_000_000_000)
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    }
}
