import Foundation
import VellumCore

/// A shape style that fills a shape by tiling part of an image.
///
/// ```swift
/// Rectangle().fill(.image(Image("Pattern"), scale: 0.5))
/// Circle().fill(ImagePaint(image: Image("Landscape"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
/// ```
public struct ImagePaint: PrimitiveShapeStyle {
    /// The image.
    public var image: Image
    /// The part of the image tiled, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// The scale of the tiles.
    public var scale: CGFloat

    /// Creates an image paint.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        guard case .named(let name) = image.source else {
            throw VellumError(.invalidArgument, subject: "ImagePaint",
                              message: "ImagePaint needs an image from the asset catalog (Image(\"Name\")); symbols cannot be tiled.")
        }
        let data: ImageData
        do {
            data = try environment.assets.image(named: name, colorScheme: environment.colorScheme, displayScale: environment.displayScale)
        } catch let e as VellumError {
            // An image SwiftUI cannot find tiles nothing.
            guard e.code == .missingAsset, environment.drawsMissingAssets else { throw e }
            environment.viewGraph?.noteMissing(.image, name)
            return .color(.clear)
        }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let rect = sourceRect.isNull || !sourceRect.width.isFinite || !sourceRect.height.isFinite ? unit : sourceRect.intersection(unit)
        return Paint(.image(data, sourceRect: rect.isNull ? unit : rect, scale: scale.isFinite && scale > 0 ? scale : 1))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style that tiles part of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
