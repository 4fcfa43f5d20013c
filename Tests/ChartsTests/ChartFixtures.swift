import Foundation
import Vellum
import Charts

/// Small charts the tests render, and a helper that renders them.
enum ChartFixtures {
    struct Day: Identifiable { let name: String; let steps: Int; var id: String { name } }
    static let days = [Day(name: "Mon", steps: 6019), Day(name: "Tue", steps: 7200), Day(name: "Wed", steps: 4500)]

    /// The SVG of `view` on a canvas of `size`; written to $CHARTS_OUT/name.svg when set, to look at.
    static func svg<V: View>(_ view: V, size: CGSize = CGSize(width: 320, height: 220), name: String,
                             dark: Bool = false) throws -> String {
        var renderer = SVGRenderer(content: view, size: size)
        if dark { renderer.colorScheme = .dark }
        let svg = try renderer.svg()
        if let dir = ProcessInfo.processInfo.environment["CHARTS_OUT"] {
            try svg.write(toFile: "\(dir)/\(name).svg", atomically: true, encoding: .utf8)
        }
        return svg
    }
}
