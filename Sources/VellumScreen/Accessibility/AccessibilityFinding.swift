import Foundation
import VellumLayout

/// One audit finding: which rule, which element, what was measured and what
/// the rule asks for.
package struct AccessibilityFinding: Equatable, Sendable {
    /// The audits, named as Xcode's `XCUIAccessibilityAuditType` names them
    /// where it has the rule.
    package enum Rule: String, CaseIterable, Sendable {
        /// Text or an icon below WCAG 2.2 AA contrast with what is under it.
        case contrast
        /// An image, or a control showing only an image, with no label.
        case sufficientElementDescription
        /// A control smaller than 44 × 44 pt.
        case hitRegion
        /// Text cut off at an accessibility Dynamic Type size that was whole at Large.
        case textClipped
        /// The same label on two elements read one after the other.
        case duplicateLabel
    }

    /// The rule broken.
    package var rule: Rule
    /// The element: the view and its label (`Button "Log in"`), or its role and label (``AccessibilityElement/name``).
    package var element: String
    /// Where it is on the picture, in points.
    package var frame: CGRect
    /// What was measured (`2.84:1`, `30 × 20 pt`).
    package var measured: String
    /// What the rule asks for (`4.5:1`, `44 × 44 pt`).
    package var threshold: String
    /// Where it was seen: the colour scheme and Dynamic Type size (`light`, `dark, AX3`).
    package var context: String

    /// One line: the rule, the element, the measure against the threshold, the context and the frame.
    package var line: String {
        let f = frame
        let n = LayoutResult.format
        return "\(rule.rawValue): \(element): \(measured), needs \(threshold) (\(context)) at (\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))"
    }
}
