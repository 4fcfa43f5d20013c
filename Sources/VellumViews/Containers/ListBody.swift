import VellumCore
import VellumGeometry
import VellumLayout

/// Lays out a list or form: sections as given, loose rows gathered into sections.
struct ListBody<Content: View>: PrimitiveView {
    let content: Content

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let context = context.with { $0.isInList = true; $0.listRowTraits = ListRowTraits() }
        let builder = ListSectionBuilder(environment: context.environment)
        var rowContext = context.with { $0.isListRowContent = true; $0.enclosingScrollAxes.insert(.vertical) }
        rowContext.lowersLazily = true
        let nodes = try rowContext.lower(content)
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func flush() throws {
            if !loose.isEmpty { sections += try builder.section(header: nil, rows: loose, footer: nil, context); loose = [] }
        }
        for n in nodes {
            if try n.role.isListSection || Self.makesSections(n) { try flush(); sections.append(n) } else { loose.append(n) }
        }
        try flush()
        let plain = builder.isPlain
        let spacing = context.environment.listSectionSpacing ?? (plain ? 0 : builder.metrics.sectionSpacing)
        let layout = VStackLayout(alignment: .leading, spacing: spacing)
        let column = LazyChildren.containsRun(sections)
            ? LayoutNode(.layout(LayoutBox(layout, lazy: LazyContent(children: .concatenating(sections), axis: .vertical))), name: "VStack")
            : LayoutNode(.layout(LayoutBox(layout)), children: sections, name: "VStack")
        // A first section with a header starts with the header's text; one without, with its card, lower down.
        // A plain list's first row starts at its top (measured, docs/reference/fidelity-real-pngs.md).
        let top = plain ? 0 : try Self.startsWithHeader(sections) ? builder.metrics.listTop : builder.metrics.listTopWithoutHeader
        let margins = ListMarginLayout(top: top, bottom: plain ? 0 : 16, insetsSides: !plain, fixedMargin: builder.metrics.fixedMargin)
        let padded = LayoutNode(.layout(LayoutBox(margins)), children: [column], name: "padding")
        let scrolled = LayoutNode(.fixedSize(horizontal: false, vertical: true), children: [padded], name: "fixedSize")
        let filled = LayoutNode(.flexFrame(FlexFrame(minWidth: 0, idealWidth: nil, maxWidth: .infinity, minHeight: 0,
                                                     idealHeight: nil, maxHeight: .infinity, alignment: .top)),
                                children: [scrolled], name: "List")
        // The rows scroll inside the list's frame, and on under the safe areas it
        // reaches (the home indicator), as iOS clips them; the grouped background
        // extends into those safe areas, outside the clip.
        let clipped = ScrollClip.node(filled)
        if context.environment.scrollContentBackground == .hidden { return [clipped] }
        // A plain list is on the screen's background, white or black; an inset-grouped one on the grouped grey.
        let grouped = plain
            ? Color(provider: .elevatable(light: RGBAColor(255, 255, 255), dark: RGBAColor(0, 0, 0), darkElevated: RGBAColor(28, 28, 30)))
            : Color(provider: .elevatable(light: RGBAColor(242, 242, 247), dark: RGBAColor(0, 0, 0), darkElevated: RGBAColor(28, 28, 30)))
        let bg = LayoutNode(.ignoresSafeArea(.all, .all),
                            children: [LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, try grouped.paint(in: context.environment, level: 0), FillStyle()), name: "Rectangle")],
                            name: "ignoresSafeArea")
        return [LayoutNode(.background(.center), children: [clipped, bg], name: "background")]
    }

    /// Whether the first section starts with a header (or there is none to start with).
    static func startsWithHeader(_ sections: [LayoutNode]) throws -> Bool {
        guard let first = sections.first else { return true }
        if case .lazyRun(let run) = first.kind { return try run.nodes(at: 0).first?.role != .listSection(headed: false) }
        return first.role != .listSection(headed: false)
    }

    /// Whether `node` is a lazy run whose elements are sections (a `ForEach`
    /// of `Section`s), judged by its first element, which is made for it.
    static func makesSections(_ node: LayoutNode) throws -> Bool {
        guard case .lazyRun(let run) = node.kind else { return false }
        return try run.nodes(at: 0).first.map { $0.role.isListSection } ?? false
    }
}
