import Foundation
import VellumCore
import VellumGeometry

/// The bundled fonts, loaded on first use from the package's `Fonts/` resources
/// (never from fonts installed on the machine), and the caches that make
/// repeated text cheap: shaped runs and glyph outlines.
///
/// One store is shared by default (`FontStore.shared`); every engine that uses
/// it shares its faces and caches. All methods are safe from any thread.
package final class FontStore: Sendable {
    /// The store every `FontTextEngine` uses unless given another.
    package static let shared = FontStore()

    private enum Slot {
        case loaded(FontFace)
        case failed(VellumError)
    }

    private let library: Result<FreeTypeLibrary, VellumError>
    private let faces = Locked<[BundledFace: Slot]>([:])
    private let directory: URL?
    /// Shaped runs, keyed by face, text and direction.
    let shapes = BoundedCache<ShapeKey, [RawGlyph]>(capacity: 20_000)
    /// Glyph outlines in font units, keyed by face and glyph.
    let outlines = BoundedCache<OutlineKey, Path>(capacity: 50_000)
    /// Glyph shapes at a size, shared by every occurrence.
    let glyphShapes = BoundedCache<GlyphShapeKey, GlyphShape>(capacity: 50_000)
    /// Colour glyphs' bitmaps (emoji), keyed by face and glyph; nil for a glyph without one.
    let glyphImages = BoundedCache<OutlineKey, GlyphImage?>(capacity: 5_000)
    /// Measurements, keyed by text, options and width.
    let measurements = BoundedCache<MeasureKey, TextMeasurement>(capacity: 20_000)

    /// A store that loads fonts from `directory`, or from the package's bundled
    /// `Fonts/` folder when nil.
    package init(directory: URL? = nil) {
        self.directory = directory ?? Bundle.module.resourceURL?.appendingPathComponent("Fonts", isDirectory: true)
        do {
            library = .success(try FreeTypeLibrary())
        } catch let error as VellumError {
            library = .failure(error)
        } catch {
            library = .failure(VellumError(.invalidArgument, subject: "FreeType", message: "\(error)"))
        }
    }

    /// The face for `descriptor`, loading it on first use; throws when the font
    /// file is missing or unreadable (the failure is remembered, not retried).
    func face(_ descriptor: BundledFace) throws -> FontFace {
        try faces.withLock { slots in
            if let slot = slots[descriptor] {
                switch slot {
                case .loaded(let face): return face
                case .failed(let error): throw error
                }
            }
            do {
                let face = try load(descriptor)
                slots[descriptor] = .loaded(face)
                return face
            } catch {
                let failure = error as? VellumError
                    ?? VellumError(.unreadableFile, subject: descriptor.fileName, message: "\(error)")
                slots[descriptor] = .failed(failure)
                throw failure
            }
        }
    }

    /// Loads `descriptor`, throwing a `VellumError` that names the file.
    package func validate(_ descriptor: BundledFace) throws {
        _ = try face(descriptor)
    }

    private func load(_ descriptor: BundledFace) throws -> FontFace {
        let name = "\(descriptor.fileName).\(descriptor.fileExtension)"
        let library = try self.library.get()
        guard let directory else {
            throw VellumError(.unreadableFile, subject: name,
                              message: "The bundled font \(name) cannot be found: the VellumText resource bundle is missing.")
        }
        let url = directory.appendingPathComponent(name)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VellumError(.unreadableFile, subject: url.path,
                              message: "The bundled font \(url.path) cannot be read (\(error.localizedDescription)); reinstall the package.")
        }
        return try FontFace(descriptor: descriptor, data: data, library: library)
    }
}
