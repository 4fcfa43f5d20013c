import Foundation
internal import VellumRaster

extension SVGRenderer {
    /// The picture as a PNG, drawn from ``svg()`` by librsvg, the SVG renderer
    /// of GNOME and of `rsvg-convert`: the same pixels `rsvg-convert --zoom`
    /// gives for the document, not a screenshot through a browser.
    ///
    /// ```swift
    /// let renderer = SVGRenderer(content: SignInView(), device: .iPhone15Pro)
    /// let png = try renderer.png(scale: 3)   // 1179 × 2556 pixels
    /// ```
    ///
    /// The PNG is the SVG's size times `scale` (pixels per point), rounded up
    /// to whole pixels, on a transparent background unless the view paints one
    /// (a device screen does). The same view, settings and scale give the same
    /// bytes on every run and thread; call it from any task.
    ///
    /// librsvg and cairo are loaded when the first PNG is asked for, not linked:
    /// building Vellum never needs them. On Debian and Ubuntu they come with the
    /// package `librsvg2-2` (which `librsvg2-bin` brings in); on macOS with
    /// `brew install librsvg`.
    ///
    /// - Parameter scale: pixels per point (1 by default; 3 for an iPhone's screen).
    /// - Throws: `VellumError` from ``svg()``; `.missingLibrary` naming the library
    ///   and the package to install when librsvg or cairo is not there;
    ///   `.invalidArgument` for a scale that is not positive; `.tooLarge` for a
    ///   picture over 32767 pixels a side.
    public func png(scale: CGFloat = 1) throws -> Data {
        try SVGRasterizer().png(svg: svg(), scale: Double(scale))
    }

    /// Writes the PNG of ``png(scale:)`` to a file atomically: the file is
    /// either the complete new picture or left as it was.
    ///
    /// ```swift
    /// try SVGRenderer(content: SignInView(), device: .iPhone15Pro)
    ///     .writePNG(to: URL(fileURLWithPath: "sign-in.png"), scale: 3)
    /// ```
    public func writePNG(to url: URL, scale: CGFloat = 1) throws {
        try AtomicFile.write(png(scale: scale), to: url)
    }
}
