import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols
import VellumTestSupport

/// Writes contact sheets of every symbol for a person to look at, when
/// `VELLUM_SYMBOL_SHEET` names a folder: each sheet as SVG and as a PNG drawn by
/// librsvg at twice the size (``SVGShot``; `scripts/rsvg` finds or installs it).
@Suite struct SymbolSheetTests {
    @Test func writeSheetsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["VELLUM_SYMBOL_SHEET"] else { return }
        let env = ProcessInfo.processInfo.environment
        if let list = env["VELLUM_SYMBOL_NAMES"] {
            let svg = TestSupport.sheet(.standard, names: list.split(separator: ",").map(String.init), pointSize: 90, columns: 4)
            try write(svg, "zoom", to: folder)
            return
        }
        let names = BuiltInSymbols.glyphs.keys.sorted()
        let pages = stride(from: 0, to: names.count, by: 64).map { Array(names[$0..<min($0 + 64, names.count)]) }
        for (i, page) in pages.enumerated() {
            let svg = TestSupport.sheet(.standard, names: page)
            try write(svg, "sheet-\(i)", to: folder)
        }
        for weight in [100, 900] {
            for (i, page) in pages.enumerated() {
                let svg = TestSupport.sheet(.standard, names: page, weight: weight)
                try write(svg, "weight-\(weight)-\(i)", to: folder)
            }
        }
    }

    /// Writes `svg` as `<name>.svg` in `folder`, and beside it `<name>.png`, drawn by librsvg at scale 2.
    private func write(_ svg: String, _ name: String, to folder: String) throws {
        try svg.write(toFile: "\(folder)/\(name).svg", atomically: true, encoding: .utf8)
        let png = try SVGShot.render(svg, renderer: .rsvg, scale: 2, name: "symbol-\(name)")
        let target = URL(fileURLWithPath: "\(folder)/\(name).png")
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: png, to: target)
    }
}
