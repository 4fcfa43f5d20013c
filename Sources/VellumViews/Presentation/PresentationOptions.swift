import Foundation
import VellumLayout

/// What a sheet's content asks of its sheet: detents, drag indicator,
/// corner radius, background, background interaction, compact adaptation.
package struct PresentationOptions: Sendable {
    package var detents: [PresentationDetent]?
    package var selection: PresentationDetent?
    package var dragIndicator: Visibility?
    package var cornerRadius: CGFloat?
    /// The sheet's background: nodes lowered from a style or a view.
    package var background: [LayoutNode]?
    package var backgroundInteraction: PresentationBackgroundInteraction?
    package var compactAdaptation: PresentationAdaptation?

    package init() {}

    /// These options, with `later`'s where these have none (detents and
    /// their selection go together).
    func merged(with later: PresentationOptions) -> PresentationOptions {
        var merged = self
        if detents == nil { merged.detents = later.detents; merged.selection = later.selection }
        merged.dragIndicator = dragIndicator ?? later.dragIndicator
        merged.cornerRadius = cornerRadius ?? later.cornerRadius
        merged.background = background ?? later.background
        merged.backgroundInteraction = backgroundInteraction ?? later.backgroundInteraction
        merged.compactAdaptation = compactAdaptation ?? later.compactAdaptation
        return merged
    }

    /// The detents offered, smallest first (`.large` when none were).
    package func detents(maxDetentValue: CGFloat, environment: EnvironmentValues) -> [PresentationDetent] {
        var unique: [PresentationDetent] = []
        for d in detents ?? [.large] where !unique.contains(d) { unique.append(d) }
        if unique.isEmpty { unique = [.large] }
        return unique.enumerated().sorted { a, b in
            let ha = a.element.height(maxDetentValue: maxDetentValue, environment: environment)
            let hb = b.element.height(maxDetentValue: maxDetentValue, environment: environment)
            return ha == hb ? a.offset < b.offset : ha < hb
        }.map(\.element)
    }

    /// The detent drawn: the selection when it is one of the detents, else
    /// the smallest (UIKit's `selectedDetentIdentifier` nil: "the sheet
    /// displays at the smallest detent you specify").
    package func drawnDetent(maxDetentValue: CGFloat, environment: EnvironmentValues) -> PresentationDetent {
        let sorted = detents(maxDetentValue: maxDetentValue, environment: environment)
        if let selection, sorted.contains(selection) { return selection }
        return sorted[0]
    }

    /// Whether the drag indicator is drawn: `.automatic` shows it with more than one detent.
    package var showsDragIndicator: Bool {
        switch dragIndicator ?? .automatic {
        case .visible: return true
        case .hidden: return false
        case .automatic:
            var unique: [PresentationDetent] = []
            for d in detents ?? [.large] where !unique.contains(d) { unique.append(d) }
            return unique.count > 1
        }
    }

    /// Whether the view behind is dimmed with the sheet at `detent`.
    package func dimsBackground(at detent: PresentationDetent, maxDetentValue: CGFloat, environment: EnvironmentValues) -> Bool {
        switch backgroundInteraction?.kind ?? .automatic {
        case .automatic, .disabled: return true
        case .enabled(upThrough: nil): return false
        case .enabled(upThrough: let limit?):
            return detent.height(maxDetentValue: maxDetentValue, environment: environment)
                > limit.height(maxDetentValue: maxDetentValue, environment: environment)
        }
    }
}
