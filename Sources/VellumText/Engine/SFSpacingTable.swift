import Foundation

/// The spacing, in ems per character, that sets Inter as wide as SF Pro, by
/// point size and weight: read off SF Pro's own font files (their advance
/// widths, kerning and `trak` tracking tables), never shipped, over 55
/// interface strings (docs/reference/fidelity-real-pngs.md, "SF's font files").
///
/// Each entry is what to add after every character on top of Inter's
/// recommended tracking (`SwiftUITextMetrics.interTracking`), against SF Pro
/// Text up to 17 pt and SF Pro Display from 28 pt, blended between as the
/// variable font blends them. Between the sizes and weights of the table the
/// spacing is interpolated linearly; outside it, the nearest entry.
struct SFSpacingTable {
    /// The point sizes of the columns.
    let sizes: [CGFloat]
    /// One row per CSS weight 100, 200, … 900: the spacing in ems at each size.
    let rows: [[CGFloat]]

    /// The spacing, in ems, at `size` points and a CSS `weight`.
    func spacing(size: CGFloat, weight: Int) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let clamped = Swift.max(100, Swift.min(900, weight))
        let lower = Swift.min(rows.count - 2, (clamped - 100) / 100)
        let t = CGFloat(clamped - 100 - lower * 100) / 100
        let a = column(rows[lower], size), b = column(rows[lower + 1], size)
        return a + (b - a) * t
    }

    private func column(_ row: [CGFloat], _ size: CGFloat) -> CGFloat {
        SizeInterpolation.value(at: size, sizes: sizes) { row[$0] }
    }

    static let pointSizes: [CGFloat] = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 22, 24, 28, 34, 40, 48, 60, 80]

    /// Inter against SF Pro.
    static let system = SFSpacingTable(sizes: pointSizes, rows: [
        [0.0163, 0.0164, 0.0158, 0.0151, 0.0136, 0.0113, 0.0095, 0.0072, 0.0055, 0.0039, -0.0028, -0.0081, -0.0124, -0.0218, -0.0224, -0.0237, -0.0258, -0.0291, -0.0331],  // 100
        [0.0145, 0.0146, 0.0140, 0.0133, 0.0118, 0.0095, 0.0077, 0.0054, 0.0037, 0.0021, -0.0039, -0.0086, -0.0123, -0.0207, -0.0213, -0.0226, -0.0247, -0.0280, -0.0320],  // 200
        [0.0168, 0.0170, 0.0163, 0.0156, 0.0141, 0.0119, 0.0101, 0.0078, 0.0060, 0.0044, 0.0001, -0.0035, -0.0062, -0.0125, -0.0131, -0.0144, -0.0165, -0.0198, -0.0238],  // 300
        [0.0171, 0.0172, 0.0166, 0.0159, 0.0144, 0.0122, 0.0103, 0.0080, 0.0063, 0.0047, 0.0016, -0.0013, -0.0032, -0.0078, -0.0084, -0.0097, -0.0118, -0.0151, -0.0191],  // 400
        [0.0231, 0.0233, 0.0226, 0.0219, 0.0204, 0.0182, 0.0164, 0.0141, 0.0124, 0.0108, 0.0081, 0.0055, 0.0040, -0.0001, -0.0006, -0.0019, -0.0040, -0.0073, -0.0114],  // 500
        [0.0262, 0.0263, 0.0257, 0.0250, 0.0235, 0.0213, 0.0194, 0.0171, 0.0154, 0.0138, 0.0115, 0.0092, 0.0079, 0.0043, 0.0037, 0.0024, 0.0003, -0.0030, -0.0070],  // 600
        [0.0324, 0.0326, 0.0319, 0.0312, 0.0297, 0.0275, 0.0257, 0.0234, 0.0216, 0.0200, 0.0182, 0.0162, 0.0152, 0.0123, 0.0117, 0.0104, 0.0083, 0.0050, 0.0010],  // 700
        [0.0443, 0.0445, 0.0438, 0.0431, 0.0416, 0.0394, 0.0376, 0.0352, 0.0335, 0.0319, 0.0307, 0.0292, 0.0286, 0.0265, 0.0260, 0.0247, 0.0226, 0.0193, 0.0153],  // 800
        [0.0543, 0.0545, 0.0538, 0.0531, 0.0516, 0.0494, 0.0476, 0.0453, 0.0435, 0.0419, 0.0414, 0.0402, 0.0401, 0.0388, 0.0383, 0.0370, 0.0349, 0.0316, 0.0275],  // 900
    ])
}
