import Foundation
import VellumCore
import VellumLayout

/// The accessibility audits over one picture's hierarchy and texts; see
/// ``AccessibilityFinding/Rule`` for the rules and
/// `docs/reference/accessibility-audits.md` for their sources.
package enum AccessibilityAuditor {
    /// The smallest control iOS's Human Interface Guidelines allow: 44 × 44 pt.
    package static let minimumHitSide: CGFloat = 44

    /// Texts below WCAG 2.2 AA contrast with the colour under them (4.5:1, or
    /// 3:1 for large text), and icons below 3:1 (the glyph of an icon-only
    /// element with the least contrast). Texts out of VoiceOver's reach
    /// (behind a presentation, hidden) are not checked, nor a text over an
    /// image or a pattern (what is under it is not known as colours).
    package static func contrast(_ sampled: ContrastSampler, context: String) -> [AccessibilityFinding] {
        var out: [AccessibilityFinding] = sampled.texts.compactMap { t in
            guard !t.hidden, let shown = t.shown, let color = t.color, let background = t.background,
                  !t.label.allSatisfy(\.isWhitespace) else { return nil }
            let ratio = ContrastRatio.of(color, background)
            let needed = ContrastRatio.isLarge(size: t.size, weight: t.weight) ? ContrastRatio.largeTextOrGraphic : ContrastRatio.text
            guard ratio < needed else { return nil }
            return AccessibilityFinding(rule: .contrast, element: "Text " + AccessibilityTreeText.quoted(t.label), frame: shown,
                                        measured: ContrastRatio.format(ratio) + " (\(color.hexRGB) on \(background.hexRGB))",
                                        threshold: ContrastRatio.format(needed), context: context)
        }
        // One finding per icon: its glyph with the least contrast.
        var worst: [(sample: IconSample, ratio: Double)] = []
        for icon in sampled.icons {
            let ratio = ContrastRatio.of(icon.color, icon.background)
            if let i = worst.firstIndex(where: { $0.sample.element == icon.element && $0.sample.frame == icon.frame }) {
                if ratio < worst[i].ratio { worst[i] = (icon, ratio) }
            } else {
                worst.append((icon, ratio))
            }
        }
        for (icon, ratio) in worst where ratio < ContrastRatio.largeTextOrGraphic {
            out.append(AccessibilityFinding(rule: .contrast, element: icon.element, frame: icon.frame,
                                            measured: ContrastRatio.format(ratio) + " (\(icon.color.hexRGB) on \(icon.background.hexRGB))",
                                            threshold: ContrastRatio.format(ContrastRatio.largeTextOrGraphic), context: context))
        }
        return out
    }

    /// Elements without a label that need one (an image, a button or link
    /// showing no text), controls smaller than 44 × 44 pt, and the same label
    /// on two elements read one after the other.
    package static func elements(_ elements: [AccessibilityElement], context: String) -> [AccessibilityFinding] {
        var out: [AccessibilityFinding] = []
        let controls: AccessibilityTraitBits = [.isButton, .isLink, .isToggle, .isAdjustable]
        for (i, e) in elements.enumerated() {
            let name = e.name
            if e.label.allSatisfy(\.isWhitespace), !e.traits.isDisjoint(with: controls.union(.isImage)) {
                out.append(AccessibilityFinding(rule: .sufficientElementDescription, element: name, frame: e.frame,
                                                measured: "no label", threshold: "a label", context: context))
            }
            let hit = e.hitFrame
            if !e.traits.isDisjoint(with: controls), !e.traits.contains(.isKeyboardKey),
               hit.width < minimumHitSide - 0.5 || hit.height < minimumHitSide - 0.5 {
                let n = LayoutResult.format
                out.append(AccessibilityFinding(rule: .hitRegion, element: name, frame: hit,
                                                measured: "\(n(hit.width)) × \(n(hit.height)) pt",
                                                threshold: "44 × 44 pt", context: context))
            }
            if i > 0, !e.label.allSatisfy(\.isWhitespace),
               e.label.lowercased() == elements[i - 1].label.lowercased() {
                out.append(AccessibilityFinding(rule: .duplicateLabel, element: name, frame: e.frame,
                                                measured: "the same label as element \(i)", threshold: "a label of its own",
                                                context: context))
            }
        }
        return out
    }

    /// Texts cut off (truncated, or clipped) at an accessibility size that
    /// were whole at Large: each `accessible` text matched to the `large` one
    /// with the same string, in order.
    package static func clipping(large: [TextSample], accessible: [TextSample], context: String) -> [AccessibilityFinding] {
        var whole: [String: Int] = [:]
        for t in large where !t.hidden && !t.isTruncated && !t.isClipped { whole[t.label, default: 0] += 1 }
        return accessible.compactMap { t in
            guard !t.hidden, t.isTruncated || t.isClipped, let count = whole[t.label], count > 0 else { return nil }
            whole[t.label] = count - 1
            return AccessibilityFinding(rule: .textClipped, element: "Text " + AccessibilityTreeText.quoted(t.label),
                                        frame: t.shown ?? t.frame,
                                        measured: t.isTruncated ? "truncated to " + AccessibilityTreeText.quoted(t.drawn) : "clipped",
                                        threshold: "whole, as at Large", context: context)
        }
    }
}
