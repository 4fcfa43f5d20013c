extension SVGRenderer {
    /// The localized keys the picture uses that have no translation for the
    /// locale they are shown in, in the order first met (a key of a table
    /// other than `Localizable` as `Table: key`). Empty when `localization`
    /// has no strings.
    ///
    /// ```swift
    /// let missing = try renderer.missingLocalizations()   // ["Delete %lld notes"]
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault.
    public func missingLocalizations() throws -> [String] {
        let settings = self.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).lower(content) }.diagnostics.missingLocalizations
    }
}
