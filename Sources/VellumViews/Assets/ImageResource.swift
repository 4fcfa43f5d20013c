import Foundation

/// An image in an asset catalog, named by the symbol Xcode (or Vellum's
/// `VellumAssetSymbols` build plugin) generates for it.
///
/// ```swift
/// // Generated from Assets.xcassets/Avatar.imageset:
/// //   extension ImageResource { static let avatar = ImageResource(name: "Avatar", bundle: .main) }
/// Image(.avatar).resizable().frame(width: 44, height: 44)
/// ```
///
/// The image is looked up by name in the renderer's asset catalog
/// (`renderer.assets`) when the picture is drawn; the bundle is not used.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog, with namespace prefixes (`Icons/Star`).
    package let name: String

    /// An image resource for the image set named `name`.
    ///
    /// ```swift
    /// let avatar = ImageResource(name: "Avatar", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The image an asset symbol names.
    ///
    /// ```swift
    /// Image(.avatar).resizable().scaledToFill()
    /// ```
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIImage {
    /// The image an asset symbol names, as UIKit's `UIImage(resource:)`.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(resource: .avatar))
    /// ```
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name), renderingMode: .automatic) }
}
