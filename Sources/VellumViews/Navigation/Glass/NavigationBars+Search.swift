import Foundation
import VellumCore
import VellumLayout

extension NavigationBars {
    /// The search field `searchable` asks for, unless `toolbar(removing: .search)` leaves it out.
    var searchRequest: SearchFieldRequest? {
        bar.removedItems.contains(.search) ? nil : bar.search
    }

    /// Whether the search field is drawn in the navigation bar's drawer: unless a
    /// `DefaultToolbarItem(kind: .search)` places it, or iOS 26 draws an
    /// automatic or toolbar one at the bottom.
    var searchInDrawer: Bool {
        guard let search = searchRequest else { return false }
        if bar.entries.contains(where: { $0.defaultKind == .search }) { return false }
        return !(isGlass && (search.placement == .automatic || search.placement == .toolbar))
    }

    /// The search item of a toolbar: a magnifying glass when `minimized` (or in the top bar), else a
    /// field on glass filling the room its bar leaves it (`BottomSearchField`).
    func searchItem(_ search: SearchFieldRequest, placement: ToolbarItemPlacement, minimized: Bool) throws -> LayoutNode {
        let itemContext = ToolbarLowering.itemContext(context, placement)
        if minimized { return try itemContext.lowerOne(Button(action: {}) { Image(systemName: "magnifyingglass") }) }
        var field = try itemContext.lowerOne(BottomSearchField(request: search))
        field.name = Self.glassName   // on glass of its own, apart from the other items
        return field
    }
}

/// iOS 26's search field in a bottom toolbar: a 48 pt glass capsule as wide as
/// the bar leaves it, the magnifying glass and the prompt (or the text typed)
/// inside (assumed: the navigation-bar drawer's field, measured, at the
/// toolbar's height).
nonisolated struct BottomSearchField: View {
    let request: SearchFieldRequest

    var body: some View {
        let metrics = SearchFieldMetrics.Field.of(.iOS26)
        TextInputReporter(defaultSubmitLabel: .search, hasFocus: request.active, content: HStack(spacing: metrics.iconSpacing) {
            Image(systemName: "magnifyingglass")
            (request.text.isEmpty ? request.prompt : Text(verbatim: request.text))
                .foregroundStyle(request.text.isEmpty ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(HierarchicalShapeStyle.primary))
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body)
        .foregroundStyle(HierarchicalShapeStyle.secondary)
        .padding(.horizontal, metrics.iconLeading)
        .frame(maxWidth: .infinity)
        .frame(height: GlassBarMetrics.toolbarHeight)
        .background { GlassSurface(glass: .regular, shape: Capsule()) })
        .dynamicTypeSize(.large)
    }
}
