extension SVGRenderer {
    /// The SVG document with every missing asset drawn as SwiftUI draws it,
    /// and the assets that were missing, in the order first met
    /// (`Image 'Hero'`, `Color 'Brand'`, `Symbol 'x.circle'`): previews are
    /// drawn this way, so one image not in the catalog does not lose the
    /// whole picture. SwiftUI logs "No image named 'Hero' found in asset
    /// catalog" and draws an empty image (zero by zero; a resizable one
    /// takes its frame), and a colour it cannot find as clear; a symbol
    /// Vellum's library lacks is drawn empty too. ``svg()`` instead throws a
    /// `VellumError` naming the asset, as snapshot tests want.
    ///
    /// ```swift
    /// let (svg, missing) = try renderer.svgDrawingMissingAssets()   // missing == ["Image 'Hero'"]
    /// ```
    ///
    /// - Throws: `VellumError` naming the view or file at fault (an asset
    ///   file that cannot be read or decoded is still an error).
    /// The third value says why the picture did not settle (`SettleReport`),
    /// when it did not: a tile shows it.
    package func svgDrawingMissingAssets() throws -> (svg: String, missingAssets: [String], unsettled: String?) {
        var settings = self.settings
        settings.drawsMissingAssets = true
        let (svg, report) = try LargeStackRunner.run { try RenderPipeline(settings: settings).renderReporting(content) }
        return (svg, report.diagnostics.missingAssets, report.settle.diagnostic)
    }

    /// The SVG document, and why the picture did not settle when it did not
    /// (the view and state that kept changing): what the snapshot harness
    /// warns about.
    ///
    /// ```swift
    /// let (svg, unsettled) = try renderer.svgReportingSettling()   // unsettled == nil for most pictures
    /// ```
    package func svgReportingSettling() throws -> (svg: String, unsettled: String?) {
        let settings = self.settings
        let (svg, report) = try LargeStackRunner.run { try RenderPipeline(settings: settings).renderReporting(content) }
        return (svg, report.settle.diagnostic)
    }
}
