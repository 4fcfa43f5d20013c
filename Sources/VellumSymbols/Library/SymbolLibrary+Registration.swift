import Foundation
import VellumCore
import VellumGeometry

extension SymbolLibrary {
    /// Adds (or replaces) the symbol `name`, drawn by the SVG file at `url`.
    ///
    /// The file needs a `viewBox` (or `width` and `height`) and shapes to draw:
    /// `path`, `circle`, `ellipse`, `rect`, `line`, `polyline`, `polygon`, in
    /// groups if you like. Fills and strokes both work; strokes become filled
    /// outlines with round ends. The viewBox becomes the image's frame, and its
    /// height is drawn as tall as the built-in `circle.fill` (one em at medium
    /// scale), centred on the middle of the cap height like the built-ins.
    /// Give an element `class="secondary"` or `class="tertiary"` to put it in
    /// that hierarchy level for `.hierarchical` and palette rendering.
    ///
    /// ```swift
    /// var symbols = SymbolLibrary.standard
    /// try symbols.register(named: "brand.logo", svgContentsOf: Bundle.module.url(forResource: "logo", withExtension: "svg")!)
    /// ```
    ///
    /// - Throws: `VellumError` naming the file: `.unreadableFile` when it cannot
    ///   be read, `.corruptFile` when it is not a usable SVG, `.tooLarge` over 4 MB,
    ///   `.invalidArgument` for an empty name.
    public mutating func register(named name: String, svgContentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VellumError(.unreadableFile, subject: url.path, message:
                "Cannot read the SVG for symbol '\(name)' at \(url.path): \(error.localizedDescription). "
                + "Check that the file exists and is readable.")
        }
        try register(named: name, data: data, source: url.path)
    }

    /// Adds (or replaces) the symbol `name`, drawn by the SVG document `svg`.
    ///
    /// See `register(named:svgContentsOf:)` for what the SVG may contain.
    ///
    /// ```swift
    /// var symbols = SymbolLibrary.standard
    /// try symbols.register(named: "dot.badge", svg: """
    ///     <svg viewBox="0 0 20 20"><circle cx="10" cy="10" r="8"/></svg>
    ///     """)
    /// ```
    ///
    /// - Throws: `VellumError` (`.corruptFile`) naming the symbol when the text
    ///   is not a usable SVG.
    public mutating func register(named name: String, svg: String) throws {
        try register(named: name, data: Data(svg.utf8), source: "the SVG text for symbol '\(name)'")
    }

    private mutating func register(named name: String, data: Data, source: String) throws {
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw VellumError(.invalidArgument, subject: source, message:
                "A symbol registered from \(source) needs a name; pass a non-empty name such as \"brand.logo\".")
        }
        let document = try SVGSymbolDocument.parse(data, source: source)
        let box = document.viewBox
        let s = 100 / box.height
        let place = CGAffineTransform(translationX: -box.midX, y: -box.midY)
            .concatenating(CGAffineTransform(scaleX: s, y: s))
        let glyph = Glyph(document.layers).applying(place)
        let frame = CGRect(x: -box.width * s / 2, y: -50, width: box.width * s, height: 100)
        entries[name] = .custom(glyph, frame: frame)
    }
}
