import Foundation
import VellumAssets
import VellumCore
import VellumGeometry

/// UIKit's image type, for code that writes `Image(uiImage: UIImage(named: "Logo")!)`
/// (see `UIColor` for why UIKit names live in Vellum). A `UIImage` names an image;
/// the renderer looks it up when the picture is drawn — a named image in its
/// asset catalog, a system image in its symbol library.
///
/// ```swift
/// Image(uiImage: UIImage(named: "Landscape")!).resizable().scaledToFill()
/// Image(uiImage: UIImage(systemName: "star.fill")!)
/// ```
///
/// The initializers that take a name never return nil: whether the name exists
/// is known only to the renderer, and a missing one is then a `VellumError`
/// naming it. `UIImage(data:)` and `UIImage(contentsOfFile:)` decode at once
/// and return nil for what is not a PNG, JPEG or SVG, as UIKit does.
public final class UIImage: Hashable, Sendable {
    /// How an image is drawn: as is, or as a template tinted by the foreground style.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The image's own default (as is for catalog images, template for symbols).
        case automatic
        /// Drawn as is.
        case alwaysOriginal
        /// Drawn as a template in the foreground style.
        case alwaysTemplate
    }

    enum Source: Hashable, Sendable { case named(String), system(String), decoded(ImageData) }

    let source: Source
    /// How the image is drawn.
    public let renderingMode: RenderingMode

    init(source: Source, renderingMode: RenderingMode) { self.source = source; self.renderingMode = renderingMode }

    /// An image from the renderer's asset catalog (never nil).
    public convenience init?(named name: String) { self.init(source: .named(name), renderingMode: .automatic) }
    /// An image from the renderer's asset catalog; the bundle and traits are not used (never nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name), renderingMode: .automatic)
    }
    /// The image in a PNG, JPEG or SVG file, or nil when the file cannot be read or decoded.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(contentsOfFile: "/tmp/avatar.png")!)
    /// ```
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard var decoded = try? ImageDecoder.decode(contentsOf: url, name: path) else { return nil }
        decoded.name = url.lastPathComponent
        self.init(source: .decoded(decoded), renderingMode: .automatic)
    }
    /// The image in PNG, JPEG or SVG data, or nil when it cannot be decoded.
    public convenience init?(data: Data) { self.init(data: data, scale: 1, name: "UIImage(data:)") }
    /// The image in PNG, JPEG or SVG data at a scale, or nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data, scale: scale, name: "UIImage(data:scale:)") }

    private convenience init?(data: Data, scale: CGFloat, name: String) {
        guard let decoded = try? ImageDecoder.decode(data, name: name, scale: scale) else { return nil }
        self.init(source: .decoded(decoded), renderingMode: .automatic)
    }
    /// A symbol from the renderer's symbol library (never nil).
    public convenience init?(systemName name: String) { self.init(source: .system(name), renderingMode: .automatic) }

    /// The image drawn with a rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { UIImage(source: source, renderingMode: renderingMode) }

    /// Whether two values are the same.
    public static func == (a: UIImage, b: UIImage) -> Bool { a.source == b.source && a.renderingMode == b.renderingMode }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(source); hasher.combine(renderingMode) }
}

extension Image {
    /// An image view of a UIKit image, looked up as `Image(_:)` or
    /// `Image(systemName:)` would look it up.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(named: "Avatar")!).resizable().frame(width: 48, height: 48)
    /// ```
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .decoded(let data): self.init(decoded: data)
        }
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: self = renderingMode(.original)
        case .alwaysTemplate: self = renderingMode(.template)
        }
    }
}
