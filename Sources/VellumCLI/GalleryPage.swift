import Vellum
import VellumExamples
import VellumSVG

/// The gallery's index page: every example in a grid, light and dark side by side.
package enum GalleryPage {
    /// One example and its files.
    package struct Entry: Sendable {
        package var name: String
        package var title: String
        package var files: [String]
    }

    package static func html(_ entries: [Entry]) -> String {
        func esc(_ s: String) -> String { XMLWriter.escape(s, quote: true) }
        var cards = ""
        for e in entries {
            var pictures = ""
            for f in e.files {
                pictures += "<a href=\"\(esc(f))\"><img src=\"\(esc(f))\" alt=\"\(esc(e.title))\" loading=\"lazy\"></a>"
            }
            cards += "<section><h2>\(esc(e.title))</h2><p><code>\(esc(e.name))</code></p><div class=\"pair\">\(pictures)</div></section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Vellum gallery</title>
            <style>
            body { font: 15px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #111; }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 20px; }
            section { background: #fff; border-radius: 12px; padding: 12px 16px; }
            h2 { font-size: 15px; margin: 4px 0; } p { margin: 0 0 8px; color: #666; }
            .pair { display: flex; gap: 8px; align-items: flex-start; }
            .pair img { max-width: 100%; max-height: 420px; border: 1px solid #ddd; border-radius: 6px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .pair a { flex: 1; }
            </style></head><body>
            <h1>Vellum gallery</h1>
            <main>
            \(cards)</main>
            </body></html>

            """
    }
}
