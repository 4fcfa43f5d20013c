import Foundation
import VellumScreen

extension SVGRenderer {
    /// Runs the accessibility audits `types` on the picture and returns what
    /// they find, in a stable order: by audit, then as found.
    ///
    /// Contrast is checked in light and in dark, from the colours actually
    /// drawn: each text's colour, and each icon's (a symbol in an icon-only
    /// button), blended over the fills under it. Clipped
    /// text compares the picture at Large with the same at AX3 and AX5. The
    /// other audits read the accessibility hierarchy (``accessibilityTree()``)
    /// as the renderer is set. Nothing is audited unless asked for; rendering
    /// the SVG never does.
    ///
    /// ```swift
    /// let issues = try SVGRenderer(content: LoginView(), device: .iPhone15Pro).accessibilityAudit()
    /// #expect(issues.isEmpty, "\(issues)")
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault, as ``svg()`` does.
    public func accessibilityAudit(for types: AccessibilityAuditType = .all) throws -> [AccessibilityAuditIssue] {
        var findings: [AccessibilityFinding] = []
        let base = try samples(of: self)
        let scheme = colorScheme == .dark ? "dark" : "light"
        if types.contains(.contrast) {
            for s in [ColorScheme.light, .dark] {
                var r = self
                r.colorScheme = s
                let sampled = s == colorScheme ? base.contrast : try samples(of: r).contrast
                findings += AccessibilityAuditor.contrast(sampled, context: s == .dark ? "dark" : "light")
            }
        }
        findings += AccessibilityAuditor.elements(base.elements, context: scheme).filter { types.contains(AccessibilityAuditType($0.rule)) }
        if types.contains(.textClipped) {
            var large = self
            large.dynamicTypeSize = .large
            let whole = try samples(of: large).contrast.texts
            for size in [DynamicTypeSize.accessibility3, .accessibility5] {
                var r = self
                r.dynamicTypeSize = size
                findings += AccessibilityAuditor.clipping(large: whole, accessible: try samples(of: r).contrast.texts,
                                                          context: scheme + ", " + (size == .accessibility3 ? "AX3" : "AX5"))
            }
        }
        let order = AccessibilityFinding.Rule.allCases
        return findings.enumerated()
            .sorted { (order.firstIndex(of: $0.element.rule)!, $0.offset) < (order.firstIndex(of: $1.element.rule)!, $1.offset) }
            .map { AccessibilityAuditIssue($0.element) }
    }

    /// The elements and texts the audits read of `renderer`'s picture.
    private func samples(of renderer: SVGRenderer) throws -> (elements: [AccessibilityElement], contrast: ContrastSampler) {
        let settings = renderer.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).auditSamples(renderer.content) }
    }
}
