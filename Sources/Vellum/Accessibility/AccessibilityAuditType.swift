/// The accessibility audits ``SVGRenderer/accessibilityAudit(for:)`` runs, named
/// as Xcode's `XCUIAccessibilityAuditType` names them where it has the rule.
///
/// ```swift
/// let issues = try SVGRenderer(content: LoginView(), device: .iPhone15Pro).accessibilityAudit(for: [.contrast, .hitRegion])
/// ```
public struct AccessibilityAuditType: OptionSet, Hashable, Sendable {
    /// The audits' bits.
    public let rawValue: UInt32
    /// Audits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Text below WCAG 2.2 AA contrast with the colour drawn under it (4.5:1;
    /// 3:1 for text of 18 pt, or 14 pt bold), in light and in dark.
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// An image, or a button or link that shows no text, without a label.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 1)
    /// A button, link, toggle or slider smaller than 44 × 44 pt.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
    /// Text truncated or clipped at the accessibility sizes AX3 and AX5 that is whole at Large.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 3)
    /// The same label on two elements VoiceOver reads one after the other.
    public static let duplicateLabel = AccessibilityAuditType(rawValue: 1 << 4)
    /// Every audit.
    public static let all: AccessibilityAuditType = [.contrast, .sufficientElementDescription, .hitRegion, .textClipped, .duplicateLabel]
}
