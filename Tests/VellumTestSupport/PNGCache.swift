import Foundation
import VellumCore

/// The PNGs ``SVGShot`` drew, decoded once each: a test reads many pixels of one
/// picture, and decoding is the slow part.
package final class PNGCache: Sendable {
    /// The process's cache.
    package static let shared = PNGCache()

    private let images = Locked<[String: PNGImage]>([:])

    private init() {}

    /// Keeps `image` as the picture at `url`, in place of what was there.
    package func store(_ image: PNGImage, for url: URL) {
        images.withLock { $0[url.standardizedFileURL.path] = image }
    }

    /// The picture at `url`, decoded when it is not kept yet.
    package func image(at url: URL) throws -> PNGImage {
        let key = url.standardizedFileURL.path
        if let kept = images.withLock({ $0[key] }) { return kept }
        let image = try PNGImage(contentsOf: url)
        store(image, for: url)
        return image
    }
}
