import Vellum
import VellumExamples
import VellumSVG

/// `vellum gallery [--out DIR]`: every example in light and dark, and an index page.
package struct GalleryCommand {
    package init() {}

    package func run(_ arguments: [String]) -> Int32 {
        var out = "gallery"
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--out" where i + 1 < arguments.count: out = arguments[i + 1]; i += 2
            default:
                Console.error("vellum gallery: unexpected argument '\(arguments[i])'\nusage: vellum gallery [--out DIR]")
                return 2
            }
        }
        let dir = URL(fileURLWithPath: out, isDirectory: true)
        do {
            let entries = try render(into: dir)
            try AtomicFile.write(Data(GalleryPage.html(entries).utf8), to: dir.appendingPathComponent("index.html"))
            Console.out("Wrote \(entries.count) pictures. Open \(dir.appendingPathComponent("index.html").path) in a browser.")
            return 0
        } catch {
            Console.error("vellum gallery: \(error)")
            return 1
        }
    }

    /// Renders every example into `dir`; returns the page entries.
    package func render(into dir: URL) throws -> [GalleryPage.Entry] {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var entries: [GalleryPage.Entry] = []
        let examples = ExampleGallery.all
        let total = examples.count + 1
        for (n, e) in examples.enumerated() {
            Console.out("[\(n + 1)/\(total)] \(e.name)")
            var files: [String] = []
            for scheme in [ColorScheme.light, .dark] {
                let file = "\(e.name).\(scheme == .light ? "light" : "dark").svg"
                try AtomicFile.write(Data(try e.svg(colorScheme: scheme).utf8), to: dir.appendingPathComponent(file))
                files.append(file)
            }
            entries.append(GalleryPage.Entry(name: e.name, title: e.title, files: files))
        }
        Console.out("[\(total)/\(total)] captioned-photo-previews")
        let previews = try ExampleGallery.captionedPhotoPreviews()
        var files: [String] = []
        for (i, svg) in previews.enumerated() {
            let file = "captioned-photo-preview-\(i + 1).svg"
            try AtomicFile.write(Data(svg.utf8), to: dir.appendingPathComponent(file))
            files.append(file)
        }
        entries.append(GalleryPage.Entry(name: "captioned-photo-previews", title: "CaptionedPhoto_Previews (each preview in its own colour scheme)", files: files))
        return entries
    }
}
