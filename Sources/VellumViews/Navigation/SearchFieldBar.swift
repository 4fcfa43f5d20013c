import Foundation
import VellumCore

/// The search field `searchable` draws in a navigation bar: a rounded grey
/// field with a magnifying glass and the prompt, and a "Cancel" button
/// beside it while the search is presented. Like the bar it sits in, it
/// stays at the Large Dynamic Type size.
nonisolated struct SearchFieldBar: View {
    let request: SearchFieldRequest
    private var active: Bool { request.active }

    var body: some View {
        HStack(spacing: SearchFieldMetrics.cancelSpacing) {
            TextInputReporter(defaultSubmitLabel: .search, hasFocus: active, content: HStack(spacing: SearchFieldMetrics.iconSpacing) {
                Image(systemName: "magnifyingglass")
                (request.text.isEmpty ? request.prompt : Text(verbatim: request.text))
                    .foregroundStyle(request.text.isEmpty ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(HierarchicalShapeStyle.primary))
                    .lineLimit(1)
                Spacer(minLength: 0)
            }
            .foregroundStyle(HierarchicalShapeStyle.secondary)
            .padding(.leading, SearchFieldMetrics.iconLeading)
            .frame(height: SearchFieldMetrics.fieldHeight)
            .background(SearchFieldMetrics.fill, in: RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius, style: .continuous)))
            if active { Button("Cancel") {} }
        }
        .font(.body)
        .padding(.horizontal, SearchFieldMetrics.horizontalMargin)
        .padding(.top, SearchFieldMetrics.top).padding(.bottom, SearchFieldMetrics.bottom)
        .frame(maxWidth: .infinity, alignment: .leading)
        // Part of the navigation bar: drawn at the Large size, as the bar's items are.
        .dynamicTypeSize(.large)
    }
}

/// The numbers of the navigation bar's search field (`UISearchBar` in the
/// bar's drawer). None is measured in swiftui-facts; each says where it comes from.
enum SearchFieldMetrics {
    /// The field's height. ❓ UIKit's usual 36 pt search text field.
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius. ❓ UIKit's 10 pt.
    static let cornerRadius: CGFloat = 10
    /// The field's distance from the screen's sides: ❓ the bar's 16 pt margin (`NavigationBarMetrics.edgeMargin`).
    static let horizontalMargin: CGFloat = NavigationBarMetrics.edgeMargin
    /// Space above and below the field in the drawer. ❓ (the drawer is about 52 pt tall).
    static let top: CGFloat = 1
    static let bottom: CGFloat = 15
    /// The magnifying glass's distance from the field's leading edge. ❓
    static let iconLeading: CGFloat = 8
    /// The gap between the magnifying glass and the prompt. ❓
    static let iconSpacing: CGFloat = 6
    /// The gap between the field and its Cancel button. ❓
    static let cancelSpacing: CGFloat = 12
    /// The field's fill: `tertiarySystemFill` (UIKit's search field background), light 118,118,128 @0.12, dark @0.24.
    static let fill = Color(provider: .dynamic(light: RGBAColor(118, 118, 128, 0.12), dark: RGBAColor(118, 118, 128, 0.24)))
}
