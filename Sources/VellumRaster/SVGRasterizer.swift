import Foundation
import VellumCore

/// Draws an SVG document into a PNG with librsvg and cairo, loaded at run time
/// (see ``RasterLibraryNames``): the pixels are librsvg's own, exactly those
/// `rsvg-convert --zoom SCALE` writes for the same document.
///
/// ```swift
/// let png = try SVGRasterizer().png(svg: svg, scale: 3)   // the SVG's own size, 3 pixels a point
/// ```
///
/// The picture is the SVG's size times `scale`, rounded up to whole pixels
/// (as rsvg-convert does), on a transparent background unless the SVG paints
/// one. Lengths in absolute units are read at 96 per inch, as browsers and
/// rsvg-convert read them.
///
/// Safe to call from any thread: the libraries are opened once, behind a lock,
/// and every call has its own librsvg handle, cairo surface and context. The
/// same document and scale give the same bytes on every call.
package struct SVGRasterizer: Sendable {
    /// The libraries to open.
    package var libraries: RasterLibraryNames

    /// cairo's largest image surface, in pixels a side.
    package static let maximumSide = 32_767

    /// A rasteriser that opens `libraries` (the system's by default).
    package init(libraries: RasterLibraryNames = .system) {
        self.libraries = libraries
    }

    /// The PNG of `svg` at `scale` pixels per SVG pixel.
    ///
    /// - Parameters:
    ///   - svg: the document.
    ///   - size: its size in SVG pixels (CSS pixels, Vellum's points); nil for the
    ///     size librsvg reads from the root `<svg>`'s `width` and `height`.
    ///   - scale: pixels per SVG pixel, more than 0.
    /// - Throws: `VellumError` — `.missingLibrary` naming the library and the package
    ///   to install, `.corruptFile` when librsvg cannot read or draw the document,
    ///   `.invalidArgument` for a scale or size that draws nothing, `.tooLarge`
    ///   beyond ``maximumSide`` pixels a side.
    package func png(svg: String, size: CGSize? = nil, scale: Double = 1) throws -> Data {
        try drawn(svg: svg, size: size, scale: scale) { surface, _, _, c in
            var png: [UInt8] = []
            let written = withUnsafeMutablePointer(to: &png) { c.writeToPNGStream(surface, Self.append, UnsafeMutableRawPointer($0)) }
            guard written == RasterFunctions.success else {
                throw VellumError(.writeFailed, subject: "PNG", message: "cairo could not write the PNG: \(c.describe(written)).")
            }
            return Data(png)
        }
    }

    /// The pixels of `svg` at `scale` pixels per SVG pixel, as ``png(svg:size:scale:)``
    /// draws them, to read colours from (``RasterPixels``).
    ///
    /// - Throws: as ``png(svg:size:scale:)``.
    package func pixels(svg: String, size: CGSize? = nil, scale: Double = 1) throws -> RasterPixels {
        try drawn(svg: svg, size: size, scale: scale) { surface, width, height, c in
            let stride = Int(c.imageSurfaceGetStride(surface))
            guard let data = c.imageSurfaceGetData(surface), stride >= 4 * width else {
                throw VellumError(.writeFailed, subject: "SVG", message: "cairo gave no pixels for the picture.")
            }
            var words = [UInt32](repeating: 0, count: width * height)
            words.withUnsafeMutableBytes { out in
                guard let base = out.baseAddress else { return }
                for y in 0..<height { base.advanced(by: 4 * width * y).copyMemory(from: data + y * stride, byteCount: 4 * width) }
            }
            return RasterPixels(width: width, height: height, scale: scale, argb: words)
        }
    }

    /// Draws `svg` on a new cairo surface and hands it, with its size in pixels, to `body`.
    private func drawn<T>(svg: String, size: CGSize?, scale: Double,
                          _ body: (OpaquePointer, Int, Int, RasterFunctions) throws -> T) throws -> T {
        guard scale.isFinite, scale > 0 else {
            throw VellumError(.invalidArgument, subject: "scale", message: "A PNG's scale must be a positive number of pixels per point, not \(scale).")
        }
        let c = try RasterFunctions.shared(libraries)
        let bytes = Array(svg.utf8)
        guard !bytes.isEmpty else {
            throw VellumError(.corruptFile, subject: "SVG", message: "librsvg could not read the SVG: the document is empty.")
        }
        var error: OpaquePointer?
        guard let handle = bytes.withUnsafeBufferPointer({ c.handleNewFromData($0.baseAddress, UInt($0.count), &error) }) else {
            throw VellumError(.corruptFile, subject: "SVG", message: "librsvg could not read the SVG: \(take(error, c)).")
        }
        defer { c.objectUnref(handle) }
        c.handleSetDPI(handle, 96)
        let (width, height) = try documentSize(size, handle, c)
        let pixels = (width: (width * scale).rounded(.up), height: (height * scale).rounded(.up))
        guard pixels.width >= 1, pixels.height >= 1 else {
            throw VellumError(.invalidArgument, subject: "SVG", message: "The SVG is \(width) × \(height) points: at scale \(scale) it has no pixels to draw.")
        }
        guard pixels.width <= Double(Self.maximumSide), pixels.height <= Double(Self.maximumSide) else {
            throw VellumError(.tooLarge, subject: "SVG", message: "The PNG would be \(Int(pixels.width)) × \(Int(pixels.height)) pixels; cairo draws at most \(Self.maximumSide) a side. Use a smaller scale.")
        }
        guard let surface = c.imageSurfaceCreate(RasterFunctions.formatARGB32, Int32(pixels.width), Int32(pixels.height)) else {
            throw VellumError(.tooLarge, subject: "SVG", message: "cairo could not make a \(Int(pixels.width)) × \(Int(pixels.height)) picture.")
        }
        defer { c.surfaceDestroy(surface) }
        let surfaceStatus = c.surfaceStatus(surface)
        guard surfaceStatus == RasterFunctions.success else {
            throw VellumError(.tooLarge, subject: "SVG", message: "cairo could not make a \(Int(pixels.width)) × \(Int(pixels.height)) picture: \(c.describe(surfaceStatus)).")
        }
        try draw(handle, on: surface, viewport: [0, 0, width, height], scale: scale, c)
        c.surfaceFlush(surface)
        return try body(surface, Int(pixels.width), Int(pixels.height), c)
    }

    /// The document's size: `size` when given, else librsvg's reading of the root's `width` and `height`.
    private func documentSize(_ size: CGSize?, _ handle: OpaquePointer, _ c: RasterFunctions) throws -> (Double, Double) {
        if let size { return (Double(size.width), Double(size.height)) }
        var width = 0.0, height = 0.0
        guard c.handleIntrinsicSize(handle, &width, &height) != 0 else {
            throw VellumError(.invalidArgument, subject: "SVG", message: "The SVG's root has no width and height in absolute units; give the PNG a size.")
        }
        return (width, height)
    }

    /// Renders the whole document fitted to `viewport` (SVG pixels), scaled by `scale`, onto `surface`.
    private func draw(_ handle: OpaquePointer, on surface: OpaquePointer, viewport: [Double], scale: Double, _ c: RasterFunctions) throws {
        guard let context = c.create(surface) else {
            throw VellumError(.writeFailed, subject: "SVG", message: "cairo could not make a drawing context.")
        }
        defer { c.destroy(context) }
        c.scale(context, scale, scale)
        var error: OpaquePointer?
        let drawn = viewport.withUnsafeBufferPointer { c.handleRenderDocument(handle, context, $0.baseAddress, &error) }
        guard drawn != 0 else {
            throw VellumError(.corruptFile, subject: "SVG", message: "librsvg could not draw the SVG: \(take(error, c)).")
        }
        let status = c.status(context)
        guard status == RasterFunctions.success else {
            throw VellumError(.writeFailed, subject: "SVG", message: "cairo could not draw the SVG: \(c.describe(status)).")
        }
    }

    /// The message of a `GError` (its third field, after two 32-bit integers), which this frees.
    private func take(_ error: OpaquePointer?, _ c: RasterFunctions) -> String {
        guard let error else { return "no reason given" }
        defer { c.errorFree(error) }
        let message = UnsafeRawPointer(error).load(fromByteOffset: 2 * MemoryLayout<Int32>.size, as: UnsafePointer<CChar>?.self)
        return message.map { String(cString: $0) } ?? "no reason given"
    }

    /// cairo's write function: appends the bytes to the `[UInt8]` the closure points at.
    private static let append: RasterFunctions.WriteFunction = { closure, data, length in
        guard let closure else { return RasterFunctions.writeError }
        if let data, length > 0 {
            closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return RasterFunctions.success
    }
}
