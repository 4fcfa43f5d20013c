extension Unicode.Scalar {
    /// Whether the scalar is drawn by no glyph of its own (joiners, variation
    /// selectors, tags, bidi controls), so a face need not contain it to cover
    /// a character.
    var isDefaultIgnorableForCoverage: Bool {
        switch value {
        case 0x00AD, 0x034F, 0x061C, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
