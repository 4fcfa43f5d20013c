import Foundation

/// An accessibility element as JSON: what `vellum render --accessibility`
/// and the MCP server's `accessibility_tree` answer, one object per element
/// in reading order. Absent values are left out; numbers are points.
package struct AccessibilityElementRecord: Encodable, Equatable, Sendable {
    /// A rectangle in points.
    package struct Frame: Encodable, Equatable, Sendable { var x: Double, y: Double, width: Double, height: Double }
    /// A point in points.
    package struct Point: Encodable, Equatable, Sendable { var x: Double, y: Double }

    package var role: String
    package var label: String
    package var value: String?
    package var hint: String?
    package var identifier: String?
    package var traits: [String]
    package var frame: Frame
    package var activationPoint: Point

    /// The record of `e`.
    package init(_ e: AccessibilityElement) {
        role = e.role; label = e.label; value = e.value; hint = e.hint; identifier = e.identifier
        traits = e.traits.nameList
        frame = Frame(x: Double(e.frame.minX), y: Double(e.frame.minY), width: Double(e.frame.width), height: Double(e.frame.height))
        activationPoint = Point(x: Double(e.activationPoint.x), y: Double(e.activationPoint.y))
    }

    /// `elements` as a JSON array, keys sorted, one element per line
    /// indented: the same elements give the same bytes.
    package static func json(_ elements: [AccessibilityElement]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(elements.map(AccessibilityElementRecord.init)), as: UTF8.self) + "\n"
    }
}
