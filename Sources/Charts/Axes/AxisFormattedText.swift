import Foundation
import VellumViews

/// An `AxisValueLabel(format:)` label: the value formatted in the locale of the
/// environment it is drawn in, so `.environment(\.locale, Locale(identifier: "de_DE"))`
/// gives "1.500" where the process locale would give "1,500".
nonisolated struct AxisFormattedText: View {
    let value: AxisValue
    let format: (AxisValue, Locale) -> String?
    /// Charts' own text for the value, when `format` does not take it.
    let fallback: String
    @Environment(\.locale) private var locale

    var body: some View { Text(verbatim: format(value, locale) ?? fallback) }
}
