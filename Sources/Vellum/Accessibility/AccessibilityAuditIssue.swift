import Foundation
import VellumScreen

/// One problem an accessibility audit found: the rule, the element, what was
/// measured and what the rule asks for.
///
/// ```swift
/// for issue in try renderer.accessibilityAudit() { print(issue) }
/// // contrast: Text "Forgot password?": 4.01:1 (#007AFF on #FFFFFF), needs 4.50:1 (light) at (259.667, 467, 109.333, 15.667)
/// ```
public struct AccessibilityAuditIssue: Equatable, Sendable, CustomStringConvertible {
    /// The audit that found it.
    public let auditType: AccessibilityAuditType
    /// The element: the SwiftUI view and its label (`Button "Log in"`, `Text "Terms"`), or its
    /// role and label when no built-in view made it (`element "A, B"`). Source files and lines are
    /// not known to a picture.
    public let element: String
    /// Where it is on the picture, in points.
    public let frame: CGRect
    /// What was measured: a contrast ratio and the colours, a size, the text drawn.
    public let measured: String
    /// What the rule asks for.
    public let threshold: String
    /// Where it was seen: the colour scheme and, for clipped text, the Dynamic Type size.
    public let context: String

    /// The issue in one line, as a failing audit lists it.
    public var description: String { line }
    private let line: String

    init(_ finding: AccessibilityFinding) {
        auditType = AccessibilityAuditType(finding.rule)
        element = finding.element; frame = finding.frame; measured = finding.measured; threshold = finding.threshold
        context = finding.context; line = finding.line
    }
}

extension AccessibilityAuditType {
    /// The audit that checks `rule`.
    init(_ rule: AccessibilityFinding.Rule) {
        switch rule {
        case .contrast: self = .contrast
        case .sufficientElementDescription: self = .sufficientElementDescription
        case .hitRegion: self = .hitRegion
        case .textClipped: self = .textClipped
        case .duplicateLabel: self = .duplicateLabel
        }
    }
}
