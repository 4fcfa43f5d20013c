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
    /// Custom actions' names, when it has any.
    package var actions: [String]?
    /// Custom content, when it has any: label, value and importance (`high` or `default`).
    package var customContent: [[String: String]]?
    /// Custom rotors, when it has any: each one's name and its entries' labels.
    package var rotors: [Rotor]?
    /// A custom rotor.
    package struct Rotor: Encodable, Equatable, Sendable { var name: String, entries: [String] }

    /// The record of `e`.
    package init(_ e: AccessibilityElement) {
        role = e.role; label = e.label; value = e.value; hint = e.hint; identifier = e.identifier
        traits = e.traits.nameList
        frame = Frame(x: Double(e.frame.minX), y: Double(e.frame.minY), width: Double(e.frame.width), height: Double(e.frame.height))
        activationPoint = Point(x: Double(e.activationPoint.x), y: Double(e.activationPoint.y))
        actions = e.actions.isEmpty ? nil : e.actions
        customContent = e.customContent.isEmpty ? nil : e.customContent.map {
            ["label": $0.label, "value": $0.value, "importance": $0.isHigh ? "high" : "default"]
        }
        rotors = e.rotors.isEmpty ? nil : e.rotors.map { Rotor(name: $0.name, entries: $0.entries.map(\.label)) }
    }

    /// `elements` as a JSON array, keys sorted, one element per line
    /// indented: the same elements give the same bytes.
    package static func json(_ elements: [AccessibilityElement]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(elements.map(AccessibilityElementRecord.init)), as: UTF8.self) + "\n"
    }
}
