import Foundation

/// Renders SVG to PNG as a browser and as librsvg draw it, and reads the pixels
/// back, with nothing outside the package but the two renderers:
///
/// - Chromium, the one `scripts/chromium` finds or installs, driven by
///   ``BrowserDriver`` (one browser per test process, ``SharedBrowser``): the SVG
///   file opened as a page the size of the SVG, at `scale` device pixels per CSS
///   pixel, on a transparent background.
/// - `rsvg-convert`, the one `scripts/rsvg` finds or installs.
///
/// Either way the PNG is exactly round(width × scale) × round(height × scale)
/// pixels. Where a renderer is missing and cannot be installed, `render` throws
/// the finder script's message, so the test fails and says what to install.
package enum SVGShot {
    /// Who draws the picture.
    package enum Renderer: String, Sendable {
        /// Headless Chromium.
        case chromium
        /// librsvg's `rsvg-convert`.
        case rsvg
    }

    /// `rsvg-convert`'s path, or why there is none: `scripts/rsvg`, run once per test process.
    package static let rsvgConvert = ToolFinder.find("rsvg", needed: "librsvg's rsvg-convert")

    /// The folder the pictures go to, one per test process.
    package static let folder: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-shots-\(ProcessInfo.processInfo.processIdentifier)")

    /// Renders `svg` with `renderer` at `scale`; returns the PNG's path (`<name>.<renderer>.png` in ``folder``).
    package static func render(_ svg: String, renderer: Renderer, scale: Int = 1, name: String) throws -> URL {
        let size = try SVGSize(of: svg)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("\(name).svg"), output = folder.appendingPathComponent("\(name).\(renderer.rawValue).png")
        try Data(svg.utf8).write(to: input)
        let want = size.pixels(scale: scale)
        let png: Data
        switch renderer {
        case .chromium: png = try chromium(input, size: size, scale: scale)
        case .rsvg: png = try rsvg(input, width: want.width, height: want.height)
        }
        let image = try PNGImage(bytes: [UInt8](png))
        guard (image.width, image.height) == want else {
            throw BrowserDriver.Failure(description: "\(renderer.rawValue) drew \(image.width)×\(image.height) px, expected \(want.width)×\(want.height)")
        }
        try png.write(to: output)
        PNGCache.shared.store(image, for: output)
        return output
    }

    /// The RGBA of the pixel at (x, y).
    package static func pixel(_ png: URL, _ x: Int, _ y: Int) throws -> [Int] {
        try PNGCache.shared.image(at: png).pixel(x, y)
    }

    /// The RGBA of each pixel at `points`.
    package static func pixels(_ png: URL, _ points: [(x: Int, y: Int)]) throws -> [[Int]] {
        let image = try PNGCache.shared.image(at: png)
        return try points.map { try image.pixel($0.x, $0.y) }
    }

    /// Whether two PNGs agree: at most `maxFraction` of their pixels differ by more than
    /// `tolerance` in a channel of premultiplied RGBA; and a line that says by how much.
    package static func agree(_ a: URL, _ b: URL, tolerance: Int, maxFraction: Double) throws -> (Bool, String) {
        let comparison = PNGComparison(try PNGCache.shared.image(at: a), try PNGCache.shared.image(at: b), tolerance: tolerance)
        return (comparison.agrees(maxFraction: maxFraction), comparison.description(maxFraction: maxFraction))
    }

    private static func chromium(_ file: URL, size: SVGSize, scale: Int) throws -> Data {
        try SharedBrowser.shared.use { browser in
            let css = size.cssPixels
            try browser.resize(width: css.width, height: css.height, scale: Double(scale))
            try browser.open(file.absoluteString)
            // Fonts loaded, and two frames painted.
            _ = try browser.evaluate("document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))")
            return try browser.screenshot()
        }
    }

    private static func rsvg(_ file: URL, width: Int, height: Int) throws -> Data {
        let tool = try rsvgConvert.get()
        let drawn = file.deletingPathExtension().appendingPathExtension("rsvg-out.png")
        defer { try? FileManager.default.removeItem(at: drawn) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "png", "-w", String(width), "-h", String(height), "-o", drawn.path, file.path]
        let messages = Pipe()
        process.standardOutput = messages
        process.standardError = messages
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: messages.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BrowserDriver.Failure(description: "rsvg-convert failed (\(process.terminationStatus)): \(message)")
        }
        return try Data(contentsOf: drawn)
    }
}
