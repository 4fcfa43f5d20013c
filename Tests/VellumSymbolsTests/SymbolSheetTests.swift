import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

/// Writes contact sheets of every symbol for a person to look at, when
/// `VELLUM_SYMBOL_SHEET` names a folder. Render one with
/// `svg-shot sheet.svg sheet.png --renderer rsvg --scale 2`.
@Suite struct SymbolSheetTests {
    @Test func writeSheetsWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["VELLUM_SYMBOL_SHEET"] else { return }
        let env = ProcessInfo.processInfo.environment
        if let list = env["VELLUM_SYMBOL_NAMES"] {
            let svg = TestSupport.sheet(.standard, names: list.split(separator: ",").map(String.init), pointSize: 90, columns: 4)
            try svg.write(toFile: "\(folder)/zoom.svg", atomically: true, encoding: .utf8)
            return
        }
        let names = BuiltInSymbols.glyphs.keys.sorted()
        let pages = stride(from: 0, to: names.count, by: 64).map { Array(names[$0..<min($0 + 64, names.count)]) }
        for (i, page) in pages.enumerated() {
            let svg = TestSupport.sheet(.standard, names: page)
            try svg.write(toFile: "\(folder)/sheet-\(i).svg", atomically: true, encoding: .utf8)
        }
        for weight in [100, 900] {
            for (i, page) in pages.enumerated() {
                let svg = TestSupport.sheet(.standard, names: page, weight: weight)
                try svg.write(toFile: "\(folder)/weight-\(weight)-\(i).svg", atomically: true, encoding: .utf8)
            }
        }
    }
}
