internal import CFreeType
internal import CHarfBuzz
import Foundation
import VellumGeometry
import VellumCore

/// One loaded font face: the file's bytes, a FreeType face for outlines and a
/// HarfBuzz font for shaping, both reading the same memory.
///
/// HarfBuzz fonts are immutable and safe to shape with from many threads; a
/// FreeType face is not, so every FreeType call on it holds `lock`.
final class FontFace: @unchecked Sendable {
    /// The shipped face this was loaded from.
    let descriptor: BundledFace
    /// Font units per em.
    let unitsPerEm: CGFloat
    /// Whether the face draws glyphs from colour bitmaps (PNG, as in an
    /// emoji font's `CBDT` table) rather than outlines.
    let hasColorBitmaps: Bool

    private let library: FreeTypeLibrary
    private let bytes: UnsafeMutableRawBufferPointer
    private let ftFace: FT_Face
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer
    private let lock = NSLock()

    /// Loads `descriptor` from `data`; throws when FreeType or HarfBuzz rejects the bytes.
    init(descriptor: BundledFace, data: Data, library: FreeTypeLibrary) throws {
        let name = "\(descriptor.fileName).\(descriptor.fileExtension)"
        func corrupt(_ why: String) -> VellumError {
            VellumError(.corruptFile, subject: name,
                        message: "The bundled font \(name) cannot be used: \(why). Reinstall the package's Fonts folder.")
        }
        guard !data.isEmpty else { throw corrupt("the file is empty") }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        guard let base = bytes.baseAddress else { bytes.deallocate(); throw corrupt("no memory") }

        var face: FT_Face?
        let error = library.lock.withLock {
            FT_New_Memory_Face(library.handle, base.assumingMemoryBound(to: FT_Byte.self),
                               FT_Long(data.count), FT_Long(descriptor.faceIndex), &face)
        }
        guard error == 0, let face else {
            bytes.deallocate()
            throw corrupt("FreeType error \(error)")
        }
        let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(data.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(descriptor.faceIndex))
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        guard let hbFace, upem > 0, let hbFont = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            _ = library.lock.withLock { FT_Done_Face(face) }
            bytes.deallocate()
            throw corrupt("HarfBuzz cannot read it")
        }
        hb_font_set_scale(hbFont, Int32(upem), Int32(upem))
        hb_font_make_immutable(hbFont)

        self.descriptor = descriptor
        self.unitsPerEm = CGFloat(upem)
        self.hasColorBitmaps = hb_ot_color_has_png(hbFace) != 0
        self.library = library
        self.bytes = bytes
        self.ftFace = face
        self.hbFace = hbFace
        self.hbFont = hbFont
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        _ = library.lock.withLock { FT_Done_Face(ftFace) }
        bytes.deallocate()
    }

    /// The face's glyph for `scalar`, or nil when the face lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// The glyph's own advance, in font units, before any kerning.
    func nominalAdvance(of glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// Whether the face draws every visible scalar of `character` (default-ignorable
    /// scalars such as joiners and variation selectors need no glyph).
    func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.isDefaultIgnorableForCoverage || glyph(for: $0) != nil }
    }

    /// Shapes `scalars` as one run; positions in font units, glyphs in visual order,
    /// clusters as indices into `scalars`.
    func shape(_ scalars: [UInt32], rightToLeft: Bool, script: UInt32, tabularDigits: Bool) -> [RawGlyph] {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), 0, Int32(scalars.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        // A fixed language keeps shaping independent of the process locale.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = []
        if tabularDigits {
            var feature = hb_feature_t()
            if hb_feature_from_string("tnum", -1, &feature) != 0 { features.append(feature) }
        }
        hb_shape(hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [RawGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(RawGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                   xAdvance: Int(positions[i].x_advance),
                                   xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset)))
        }
        return glyphs
    }

    /// The colour bitmap of `glyph` as a PNG, with the box it fills in font
    /// units (y down, from the pen on the baseline); nil when the glyph has none.
    func colorImage(of glyph: UInt32) -> (png: Data, box: CGRect)? {
        guard hasColorBitmaps, let blob = hb_ot_color_glyph_reference_png(hbFont, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width > 0, extents.height < 0 else { return nil }
        let png = Data(bytes: bytes, count: Int(length))
        // HarfBuzz's extents are y up: the top is the bearing, the height negative.
        let box = CGRect(x: CGFloat(extents.x_bearing), y: -CGFloat(extents.y_bearing),
                         width: CGFloat(extents.width), height: -CGFloat(extents.height))
        return (png, box)
    }

    /// The outline of `glyph` in font units, y up; empty for blank or bitmap glyphs.
    func outline(of glyph: UInt32, embolden: Bool) -> Path {
        lock.withLock {
            let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            guard FT_Load_Glyph(ftFace, glyph, flags) == 0, let slot = ftFace.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
            if embolden {
                let strength = FT_Pos(unitsPerEm * SwiftUITextMetrics.syntheticBoldStrength)
                FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength / 2)
            }
            return OutlineDecomposer.path(of: &slot.pointee.outline)
        }
    }
}
