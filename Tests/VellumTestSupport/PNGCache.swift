import Foundation

/// The PNGs ``SVGShot`` drew, decoded once each: a test reads many pixels of one
/// picture, and decoding is the slow part.
package final class PNGCache: @unchecked Sendable {
    /// The process's cache.
    package static let shared = PNGCache()

    private let lock = NSLock()
    private var images: [String: PNGImage] = [:]

    private init() {}

    /// Keeps `image` as the picture at `url`, in place of what was there.
    package func store(_ image: PNGImage, for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        images[url.standardizedFileURL.path] = image
    }

    /// The picture at `url`, decoded when it is not kept yet.
    package func image(at url: URL) throws -> PNGImage {
        let key = url.standardizedFileURL.path
        lock.lock()
        let kept = images[key]
        lock.unlock()
        if let kept { return kept }
        let image = try PNGImage(contentsOf: url)
        store(image, for: url)
        return image
    }
}
