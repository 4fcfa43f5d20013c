import Foundation

/// A colour in an asset catalog, named by the symbol Xcode (or Vellum's
/// `VellumAssetSymbols` build plugin) generates for it.
///
/// Asset symbols turn a catalog's colour sets into static members, so a
/// misspelt name fails to compile instead of failing to draw:
///
/// ```swift
/// // Generated from Assets.xcassets/BrandRed.colorset:
/// //   extension ColorResource { static let brandRed = ColorResource(name: "BrandRed", bundle: .main) }
/// Text("Sale").foregroundStyle(Color(.brandRed))
/// ```
///
/// The colour is looked up by name in the renderer's asset catalog
/// (`renderer.assets`) when the picture is drawn; the bundle is not used.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog, with namespace prefixes (`Brand/Accent`).
    package let name: String

    /// A colour resource for the colour set named `name`.
    ///
    /// ```swift
    /// let accent = ColorResource(name: "AccentColor", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// The colour an asset symbol names, with its light and dark appearances.
    ///
    /// ```swift
    /// Rectangle().fill(Color(.cardBackground))
    /// ```
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension UIColor {
    /// The colour an asset symbol names, as UIKit's `UIColor(resource:)`.
    ///
    /// ```swift
    /// Color(uiColor: UIColor(resource: .brandRed))
    /// ```
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}
