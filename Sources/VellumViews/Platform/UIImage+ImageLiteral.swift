extension UIImage: _ExpressibleByImageLiteral {
    /// An image from an image literal: the image of that name in the
    /// renderer's asset catalog (a file extension is dropped).
    ///
    /// ```swift
    /// Image(uiImage: #imageLiteral(resourceName: "Avatar"))
    /// ```
    public convenience init(imageLiteralResourceName path: String) {
        self.init(source: .named(ImageLiteralName.assetName(path)), renderingMode: .automatic)
    }
}

extension Image: _ExpressibleByImageLiteral {
    /// An image from an image literal: the image of that name in the
    /// renderer's asset catalog (a file extension is dropped).
    ///
    /// ```swift
    /// let avatar: Image = #imageLiteral(resourceName: "Avatar")
    /// ```
    public init(imageLiteralResourceName path: String) { self.init(ImageLiteralName.assetName(path)) }
}

/// The asset name an image literal's resource name stands for.
enum ImageLiteralName {
    static func assetName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}

#if !canImport(AppKit)
/// The type an image literal has when nothing else says (`#imageLiteral(…)`
/// alone is a `UIImage`, as UIKit declares on iOS). The compiler looks this
/// name up; it is not for other use.
public typealias _ImageLiteralType = UIImage
#endif
