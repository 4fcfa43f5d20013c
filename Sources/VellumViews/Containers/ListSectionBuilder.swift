import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// Builds the pieces of an inset-grouped list: section cards of rows with
/// separators, headers and footers, on the grouped background.
struct ListSectionBuilder {
    let environment: EnvironmentValues

    /// The metrics of the platform look the list is drawn in.
    var metrics: ListMetrics { environment.listMetrics }

    var cardFill: Color {
        Color(provider: .elevatable(light: RGBAColor(255, 255, 255), dark: RGBAColor(28, 28, 30), darkElevated: RGBAColor(44, 44, 46)))
    }

    /// Whether rows are drawn without cards: a plain list, or a sidebar list
    /// in a split view's column drawn side by side.
    var cardless: Bool { isPlain || (environment.isSidebarListStyle && environment.isRegularSplitColumn) }

    /// Whether the list is plain: rows from edge to edge, a separator under
    /// each, the last included (measured, docs/reference/fidelity-real-pngs.md).
    var isPlain: Bool { environment.listStyleKind == .plain }

    /// `node` as wide as the section's column, at its leading edge.
    static func leadingColumn(_ node: LayoutNode) -> LayoutNode {
        LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                        maxHeight: nil, alignment: .leading)), children: [node], name: "frame")
    }

    /// One section: header, a card of rows, footer.
    func section(header: AnyView?, rows: [LayoutNode], footer: AnyView?, _ context: LoweringContext) throws -> [LayoutNode] {
        var stack: [LayoutNode] = []
        if let header {
            // An increased-prominence header is drawn as a sidebar's is (UIKit's prominent inset-grouped
            // header: title 3, bold, the label colour, its own case; ❓ not measured in a render).
            let h: AnyView = environment.isSidebarListStyle || environment.headerProminence == .increased
                ? AnyView(header.font(.title3.bold()).containerForegroundStyle(HierarchicalShapeStyle.primary))
                : AnyView(header.font(metrics.headerFont).containerForegroundStyle(HierarchicalShapeStyle.secondary)
                    .textCase(environment.textCaseIsSet ? environment.textCase : metrics.uppercasesHeaders ? .uppercase : nil))
            let inset = ListRowInsetLayout(top: 0, leading: nil, bottom: metrics.headerBottom, trailing: 0, carded: !cardless,
                                           fixedMargin: metrics.fixedMargin)
            stack.append(Self.leadingColumn(LayoutNode(.layout(LayoutBox(inset)), children: [try context.lowerOne(h)], name: "padding")))
        }
        if !rows.isEmpty { stack += try cards(rows, context) }
        if let footer {
            let f = footer.font(.footnote).containerForegroundStyle(HierarchicalShapeStyle.secondary)
            let inset = ListRowInsetLayout(top: metrics.footerTop, leading: nil, bottom: 0, trailing: nil, carded: !cardless,
                                           fixedMargin: metrics.fixedMargin)
            stack.append(Self.leadingColumn(LayoutNode(.layout(LayoutBox(inset)), children: [try context.lowerOne(f)], name: "padding")))
        }
        var section = LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0))), children: stack,
                                 name: header == nil ? "Section" : "Section (headed)")
        section.role = .listSection(headed: header != nil)
        return [section]
    }

    /// The rows on one card, or with `listRowSpacing` each on its own card.
    func cards(_ nodes: [LayoutNode], _ context: LoweringContext) throws -> [LayoutNode] {
        if LazyChildren.containsRun(nodes) { return [try lazyCards(nodes, context)] }
        let inherited = context.environment.listRowTraits
        let rows = nodes.map { node -> (LayoutNode, ListRowTraits) in
            let (row, traits) = ListRowTraits.unwrap(node)
            return (row, traits ?? inherited)
        }
        guard let spacing = environment.listRowSpacing, spacing > 0, rows.count > 1 else { return [try card(rows, context)] }
        let each = try rows.map { try card([$0], context) }
        return [LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: spacing))), children: each, name: "VStack")]
    }

    /// Rows on a rounded card, separated by inset hairlines.
    func card(_ rows: [(row: LayoutNode, traits: ListRowTraits)], _ context: LoweringContext) throws -> LayoutNode {
        var children: [LayoutNode] = []
        for (i, (row, traits)) in rows.enumerated() {
            children += try rowNodes(row, traits, next: i < rows.count - 1 ? rows[i + 1].traits : nil, context)
        }
        let column = LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0))), children: children, name: "VStack")
        return try carded(column, context)
    }

    /// One row of a card, framed and inset, and the separator under it when
    /// a row with traits `next` follows.
    func rowNodes(_ row: LayoutNode, _ traits: ListRowTraits, next: ListRowTraits?, _ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        var children: [LayoutNode] = []
        // The list's margin on the sides unless the row sets its insets (`ListRowInsetLayout`).
        let inset = traits.insets.map { ListRowInsetLayout(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing, carded: !cardless,
                                                           fixedMargin: metrics.fixedMargin) }
            ?? ListRowInsetLayout(top: metrics.rowVerticalInset, leading: nil, bottom: metrics.rowVerticalInset, trailing: nil, carded: !cardless,
                                  fixedMargin: metrics.fixedMargin)
        // A row that is one control is that control's element, the whole cell.
        let control = AccessibilityNode.rowControl(row)
        var content = control?.content ?? row
        if let badge = traits.badge {
            content = try context.lowerOne(HStack { LoweredNodes(nodes: [content]); Spacer(minLength: 0); badge.foregroundStyle(HierarchicalShapeStyle.secondary) })
        }
        let padded = LayoutNode(.layout(LayoutBox(inset)), children: [content], name: "padding")
        var framed = LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: metrics.rowMinHeight,
                                                     idealHeight: nil, maxHeight: nil, alignment: .leading)),
                                children: [padded], name: "ListRow")
        if var element = control?.element {
            element.children = [framed]
            framed = element
        }
        if let background = traits.background {
            let fill = try context.lowerOne(background.frame(maxWidth: .infinity, maxHeight: .infinity))
            framed = LayoutNode(.background(.center), children: [framed, fill], name: "listRowBackground")
        }
        // A separator between rows on a card; in a plain list, under every
        // row. It lies over the row's last pixel row, as iOS draws it: a row
        // of 44 pt with its separator is 44 pt, not 44 and a hairline. It
        // starts under the row's text (`ListRowSeparatorLayout`).
        if isPlain || (next != nil && !cardless),
           !traits.separatorHidden.contains(.bottom), next?.separatorHidden.contains(.top) != true {
            let separator = SystemPalette.color(SystemPalette.separator, env.colorScheme)
            let tint = try (traits.separatorTint[.bottom] ?? next?.separatorTint[.top]).map { try $0.paint(in: env, level: 0) }
            let line = LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, tint ?? .color(separator), FillStyle()), name: "Divider")
            let layout = ListRowSeparatorLayout(inset: inset, thickness: 1 / env.displayScale, endsAtTrailingMargin: metrics.separatorsEndAtMargin)
            framed = LayoutNode(.layout(LayoutBox(layout)), children: [framed, line], name: "ListRowSeparator")
        }
        children.append(framed)
        return children
    }

    /// A column of rows on a rounded card (as it is when the list draws no cards).
    func carded(_ column: LayoutNode, _ context: LoweringContext) throws -> LayoutNode {
        let env = context.environment
        if cardless { return column }
        let fill = try cardFill.paint(in: env, level: 0)
        let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: metrics.cornerStyle)
        let background = LayoutNode(.leaf(.flexible), drawing: .fill(shape.geometry, fill, FillStyle()), name: "RoundedRectangle")
        let carded = LayoutNode(.background(.center), children: [column, background], name: "background")
        return LayoutNode(.effect(.clip(shape.geometry, FillStyle())), children: [carded], name: "clipShape")
    }
}
