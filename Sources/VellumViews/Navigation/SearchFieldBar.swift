import Foundation
import VellumCore

/// The search field `searchable` draws in a navigation bar: a rounded grey
/// field with a magnifying glass and the prompt, and a "Cancel" button
/// beside it while the search is presented. Like the bar it sits in, it
/// stays at the Large Dynamic Type size.
nonisolated struct SearchFieldBar: View {
    let request: SearchFieldRequest
    private var active: Bool { request.active }
    @Environment(\.platformLook) private var look

    var body: some View {
        let metrics = SearchFieldMetrics.Field.of(look)
        HStack(spacing: SearchFieldMetrics.cancelSpacing) {
            TextInputReporter(defaultSubmitLabel: .search, hasFocus: active, content: HStack(spacing: metrics.iconSpacing) {
                Image(systemName: "magnifyingglass")
                (request.text.isEmpty ? request.prompt : Text(verbatim: request.text))
                    .foregroundStyle(request.text.isEmpty ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(HierarchicalShapeStyle.primary))
                    .lineLimit(1)
                Spacer(minLength: 0)
            }
            .foregroundStyle(HierarchicalShapeStyle.secondary)
            .padding(.leading, metrics.iconLeading)
            .frame(height: metrics.height)
            .background(SearchFieldMetrics.fill, in: metrics.shape))
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
    /// The field's shape and the places of its icon and prompt, in one platform look.
    struct Field {
        /// The field's height.
        let height: CGFloat
        /// The field's shape: a rounded rectangle, or a capsule.
        let shape: AnyShape
        /// The magnifying glass's distance from the field's leading edge.
        let iconLeading: CGFloat
        /// The gap between the magnifying glass and the prompt.
        let iconSpacing: CGFloat

        /// The field of `look`: iOS 18's ❓ UIKit's usual 36 pt field with 10 pt
        /// corners, the glass 8 pt in and 6 pt before the prompt; iOS 26's a
        /// 44 pt capsule, the glass's ink 14 pt in and 10 pt before the prompt
        /// (measured, docs/reference/ios26-real-pngs.md, "Search field"; iOS 26's
        /// symbol frame is its ink and half a point).
        static func of(_ look: PlatformLook) -> Field {
            switch look {
            case .iOS18: Field(height: 36, shape: AnyShape(RoundedRectangle(cornerRadius: 10, style: .continuous)), iconLeading: 8, iconSpacing: 6)
            case .iOS26: Field(height: 44, shape: AnyShape(Capsule()), iconLeading: 14, iconSpacing: 10)
            }
        }
    }
    /// The field's distance from the screen's sides: ❓ the bar's 16 pt margin (`NavigationBarMetrics.edgeMargin`).
    static let horizontalMargin: CGFloat = NavigationBarMetrics.edgeMargin
    /// Space above and below the field in the drawer. ❓ (the drawer is about 52 pt tall).
    static let top: CGFloat = 1
    static let bottom: CGFloat = 15
    /// The gap between the field and its Cancel button. ❓
    static let cancelSpacing: CGFloat = 12
    /// The field's fill: `tertiarySystemFill` (UIKit's search field background), light 118,118,128 @0.12, dark @0.24.
    static let fill = Color(provider: .dynamic(light: RGBAColor(118, 118, 128, 0.12), dark: RGBAColor(118, 118, 128, 0.24)))
}
