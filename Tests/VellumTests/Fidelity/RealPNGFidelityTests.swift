import Foundation
import Testing
@testable import Vellum
@testable import VellumViews
@testable import VellumText
@testable import VellumGeometry
import VellumTestSupport

/// Geometry measured in PNGs that real SwiftUI drew (swift-snapshot-testing references in public
/// repositories; sources and numbers in docs/reference/fidelity-real-pngs.md).
@Suite struct RealPNGFidelityTests {
    /// Section headers of grouped lists are uppercased unless the code sets a text case.
    @Test func sectionHeadersAreUppercased() throws {
        let list = List { Section("Account") { Text("Change password") } }
        let svg = try SVGRenderer(content: list, size: CGSize(width: 390, height: 300)).svg()
        #expect(try SVGQuery(svg).labels.contains("ACCOUNT"))
        let kept = List { Section("Account") { Text("Change password") } }.textCase(nil)
        let svg2 = try SVGRenderer(content: kept, size: CGSize(width: 390, height: 300)).svg()
        #expect(try SVGQuery(svg2).labels.contains("Account"))
    }
}
