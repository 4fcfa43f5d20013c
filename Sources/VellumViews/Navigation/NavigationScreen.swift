import VellumLayout

/// One screen of a navigation stack or one column of a split view: a view
/// lowered as navigation content, with the title, bar settings and
/// destinations its views set (preferences the screen reads once its
/// content is lowered, and keeps from going further up), ready to be
/// composed with its bars (`NavigationBars`).
struct NavigationScreen {
    /// The lowered content.
    var content: LayoutNode
    /// The first `navigationTitle` set.
    var title: String?
    /// What the content asks of its bars.
    var bar: NavigationBarPreference
    /// What the content pushes.
    var destinations: NavigationDestinations

    /// The preferences a screen reads from its content.
    static let preferences = LoweredPreferences([NavigationTitleKey.self, NavigationBarKey.self, NavigationDestinationsKey.self])

    /// Lowers `view` as a screen.
    static func lower(_ view: any View, _ context: LoweringContext) throws -> NavigationScreen {
        var content = try context.with { $0.isNavigationContent = true }.lowerOne(view)
        let values = preferences.take(from: &content)
        return NavigationScreen(content: content, title: values[NavigationTitleKey.self],
                                bar: values[NavigationBarKey.self], destinations: values[NavigationDestinationsKey.self])
    }

    /// The screen's title display mode, `.automatic` resolved: a root's is
    /// large, a pushed screen's is its parent's (UIKit's "automatic" large
    /// title mode inherits from the previous item).
    func resolvedMode(parent: NavigationBarItem.TitleDisplayMode?) -> NavigationBarItem.TitleDisplayMode {
        switch bar.displayMode ?? .automatic {
        case .automatic: return parent ?? .large
        case let mode: return mode
        }
    }

    /// The screen with its bars, a back button to `backTitle` when it was pushed.
    func compose(_ context: LoweringContext, mode: NavigationBarItem.TitleDisplayMode, back: BackButton?) throws -> [LayoutNode] {
        var bar = self.bar
        bar.displayMode = mode
        if let back, bar.backButtonHidden != true {
            let nodes = try ToolbarLowering.itemContext(context, .navigation).lower(back)
            bar.entries.insert(NavigationBarPreference.Entry(placement: .navigation, nodes: nodes), at: 0)
        }
        return try NavigationBars(title: title, bar: bar, context: context).compose(content)
    }
}

/// The back button of a pushed screen: a chevron and the previous screen's
/// title, or "Back" when it has none or a long one, in the accent colour
/// (iOS 18); the chevron alone on a glass circle (iOS 26).
nonisolated struct BackButton: View {
    let previousTitle: String?
    @Environment(\.platformLook) private var look

    /// The label: the previous title when it is short enough (❓ iOS
    /// shortens a title that does not fit to "Back"; Vellum counts characters).
    var text: String {
        guard let previousTitle, !previousTitle.isEmpty, previousTitle.count <= NavigationBarMetrics.backTitleMaxCharacters else { return "Back" }
        return previousTitle
    }

    var body: some View {
        if look == .iOS26 {
            Button(action: {}) {
                Image(systemName: "chevron.backward").font(.body.weight(.semibold)).imageScale(.large)
            }
            .accessibilityLabel(Text(verbatim: text))
        } else {
            Button(action: {}) {
                HStack(spacing: NavigationBarMetrics.backChevronSpacing) {
                    Image(systemName: "chevron.backward").font(.body.weight(.semibold)).imageScale(.large)
                    Text(verbatim: text)
                }
            }
            .padding(.leading, NavigationBarMetrics.backButtonLeading - NavigationBarMetrics.edgeMargin)
        }
    }
}
