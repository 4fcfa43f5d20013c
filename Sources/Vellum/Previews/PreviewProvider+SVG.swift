nonisolated extension PreviewProvider {
    /// Renders every preview to SVG, each in its own `preferredColorScheme`.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
    /// let svgs = try CaptionedPhoto_Previews.svgPreviews(device: .iPhone15Pro, assets: catalog)
    /// ```
    public static func svgPreviews(device: Device = .iPhone15Pro, assets: AssetCatalog = AssetCatalog()) throws -> [String] {
        try ViewList.views(of: MainActorCode.previews(of: self)).map { preview in
            var renderer = SVGRenderer(content: AnyView(erasing: preview), device: device)
            renderer.assets = assets
            return try renderer.svg()
        }
    }
}
