/// One screen of a navigation stack or one column of a split view: a view
/// lowered with its own title and bar report, ready to be composed with its
/// bars (`NavigationBars`).
struct NavigationScreen {
    /// The lowered content.
    var content: LayoutNode
    /// The first `navigationTitle` offered.
    var title: String?
    /// What the content asked of its bars.
    var report: NavigationBarReport.Snapshot

    /// Lowers `view` as a screen; its `navigationDestination`s register in `destinations`.
    static func lower(_ view: any View, _ context: LoweringContext, destinations: NavigationDestinations) throws -> NavigationScreen {
        let titles = FirstValueSink<String>()
        let report = NavigationBarReport()
        let content = try context.with {
            $0.navigationTitleSink = titles; $0.navigationBarReport = report; $0.navigationDestinations = destinations
        }.lowerOne(view)
        return NavigationScreen(content: content, title: titles.value, report: report.snapshot)
    }

    /// The screen's title display mode, `.automatic` resolved: a root's is
    /// large, a pushed screen's is its parent's (UIKit's "automatic" large
    /// title mode inherits from the previous item).
    func resolvedMode(parent: NavigationBarItem.TitleDisplayMode?) -> NavigationBarItem.TitleDisplayMode {
        switch report.displayMode ?? .automatic {
        case .automatic: return parent ?? .large
        case let mode: return mode
        }
    }

    /// The screen with its bars, a back button to `backTitle` when it was pushed.
    func compose(_ context: LoweringContext, mode: NavigationBarItem.TitleDisplayMode, back: BackButton?) throws -> [LayoutNode] {
        var report = self.report
        report.displayMode = mode
        if let back, report.backButtonHidden != true {
            let nodes = try ToolbarLowering.itemContext(context, .navigation).lower(back)
            report.entries.insert(NavigationBarReport.Entry(placement: .navigation, nodes: nodes), at: 0)
        }
        return try NavigationBars(title: title, report: report, context: context).compose(content)
    }
}

/// The back button of a pushed screen: a chevron and the previous screen's
/// title, or "Back" when it has none or a long one, in the accent colour.
nonisolated struct BackButton: View {
    let previousTitle: String?

    /// The label: the previous title when it is short enough (❓ iOS
    /// shortens a title that does not fit to "Back"; Vellum counts characters).
    var text: String {
        guard let previousTitle, !previousTitle.isEmpty, previousTitle.count <= NavigationBarMetrics.backTitleMaxCharacters else { return "Back" }
        return previousTitle
    }

    var body: some View {
        Button(action: {}) {
            HStack(spacing: NavigationBarMetrics.backChevronSpacing) {
                Image(systemName: "chevron.backward").font(.body.weight(.semibold)).imageScale(.large)
                Text(verbatim: text)
            }
        }
        .padding(.leading, NavigationBarMetrics.backButtonLeading - NavigationBarMetrics.edgeMargin)
    }
}
