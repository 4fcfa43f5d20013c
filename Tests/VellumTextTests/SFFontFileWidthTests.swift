import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Text is as wide as SF Pro, SF Pro Rounded and New York set it, style by style: the
/// advance widths of sixteen Settings-screen strings (none of those the
/// spacing was fitted on) summed per size and weight, as SF's own font files
/// give them (HarfBuzz shaping with their kerning, plus their `trak`
/// tracking; SF Pro Text up to 17 pt, SF Pro Display from 28, blended
/// between; New York at the text's optical size, HarfBuzz applying its `trak`
/// at the point size). The files themselves are Apple's and not in the repository:
/// docs/reference/fidelity-real-pngs.md, "SF's font files", says where they
/// were read and how.
@Suite struct SFFontFileWidthTests {
    static let strings = ["Wallet & Apple Pay", "Face ID & Passcode", "Software Update", "Language & Region", "Keyboard",
                          "Display & Brightness", "Control Center", "Emergency SOS", "Mail", "Contacts", "Calendar",
                          "Reminders", "Voice Memos", "Find My iPhone", "Sent from my iPhone", "Tap to retry"]
    static let sizes: [CGFloat] = [11, 13, 17, 22, 28, 34]

    /// Per design and weight, the strings' summed SF advance widths at each of `sizes`, in points.
    static let sf: [(design: ResolvedFont.Design, weight: Int, widths: [CGFloat])] = [
        (.default, 100, [1159.18, 1338.25, 1689.59, 2105.10, 2582.15, 3125.11]),
        (.default, 200, [1169.19, 1350.08, 1705.06, 2130.69, 2623.24, 3175.00]),
        (.default, 300, [1188.26, 1372.62, 1734.53, 2180.20, 2703.61, 3272.60]),
        (.default, 400, [1202.68, 1389.67, 1756.83, 2217.59, 2764.25, 3346.23]),
        (.default, 500, [1229.95, 1421.89, 1798.96, 2276.57, 2846.10, 3445.62]),
        (.default, 600, [1250.68, 1446.39, 1831.00, 2321.57, 2908.77, 3521.72]),
        (.default, 700, [1278.51, 1479.28, 1874.01, 2381.67, 2992.06, 3622.86]),
        (.default, 800, [1318.09, 1526.06, 1935.19, 2467.35, 3111.04, 3767.33]),
        (.default, 900, [1353.86, 1568.33, 1990.47, 2544.69, 3218.32, 3897.60]),
        (.rounded, 100, [1101.91, 1270.57, 1601.08, 2042.94, 2583.04, 3126.19]),
        (.rounded, 200, [1117.99, 1289.58, 1625.94, 2075.11, 2623.99, 3175.91]),
        (.rounded, 300, [1149.49, 1326.81, 1674.62, 2138.11, 2704.17, 3273.28]),
        (.rounded, 400, [1173.23, 1354.86, 1711.31, 2185.59, 2764.60, 3346.66]),
        (.rounded, 500, [1205.54, 1393.04, 1761.24, 2250.21, 2846.84, 3446.52]),
        (.rounded, 600, [1230.33, 1422.34, 1799.56, 2299.79, 2909.95, 3523.15]),
        (.rounded, 700, [1263.20, 1461.18, 1850.34, 2365.52, 2993.59, 3624.72]),
        (.rounded, 800, [1310.36, 1516.92, 1923.23, 2459.84, 3113.65, 3770.50]),
        (.rounded, 900, [1352.62, 1566.86, 1988.54, 2544.36, 3221.22, 3901.12]),
        (.serif, 100, [1214.31, 1414.67, 1812.01, 2300.76, 2897.99, 3483.59]),
        (.serif, 200, [1214.31, 1414.67, 1812.01, 2300.76, 2897.99, 3483.59]),
        (.serif, 300, [1214.31, 1414.67, 1812.01, 2300.76, 2897.99, 3483.59]),
        (.serif, 400, [1214.31, 1414.67, 1812.01, 2300.76, 2897.99, 3483.59]),
        (.serif, 500, [1250.32, 1457.05, 1868.09, 2373.82, 2992.98, 3599.32]),
        (.serif, 600, [1286.09, 1499.67, 1924.38, 2447.36, 3087.51, 3716.11]),
        (.serif, 700, [1322.27, 1542.07, 1980.52, 2520.93, 3182.53, 3832.55]),
        (.serif, 800, [1357.70, 1584.53, 2036.55, 2594.52, 3276.94, 3949.31]),
        (.serif, 900, [1393.47, 1627.10, 2092.81, 2668.25, 3371.72, 4065.87]),
    ]

    @Test("Every size and weight of the default, rounded and serif designs is within 1 % of Apple's width", arguments: sf.indices)
    func withinOnePercent(_ i: Int) {
        let row = Self.sf[i]
        for (size, expected) in zip(Self.sizes, row.widths) {
            let font = ResolvedFont(size: size, weight: row.weight, design: row.design)
            let width = Self.strings.reduce(CGFloat(0)) {
                $0 + engine.measure(StyledText($1, font: font), options: TextOptions(displayScale: 1000), width: nil).size.width
            }
            #expect(abs(width / expected - 1) < 0.01, "\(row.design) \(row.weight) at \(size) pt: \(width) vs SF \(expected)")
        }
    }

    @Test("The spacing table interpolates between its sizes and weights and holds its ends")
    func tableInterpolates() {
        let table = SFSpacingTable(sizes: [10, 20], rows: Array(repeating: [0, 0], count: 8) + [[0.01, 0.03]])
        #expect(table.spacing(size: 10, weight: 900) == 0.01)
        #expect(abs(table.spacing(size: 15, weight: 900) - 0.02) < 1e-12)
        #expect(abs(table.spacing(size: 15, weight: 850) - 0.01) < 1e-12)
        #expect(table.spacing(size: 5, weight: 2000) == 0.01)
        #expect(table.spacing(size: 40, weight: 900) == 0.03)
        #expect(table.spacing(size: .nan, weight: 400) == 0)
    }
}
