/// Builds the pieces of an inset-grouped list: section cards of rows with
/// separators, headers and footers, on the grouped background.
struct ListSectionBuilder {
    let environment: EnvironmentValues

    /// The name of a section card's node, which the list keeps as is.
    static let sectionName = "Section"

    /// Row and section metrics of iOS 17 inset-grouped lists (❓ unmeasured here; UIKit's values).
    enum Metrics {
        static let horizontalMargin: CGFloat = 16
        static let rowInsetLeading: CGFloat = 20
        static let rowInsetTrailing: CGFloat = 16
        static let rowVerticalInset: CGFloat = 11
        static let rowMinHeight: CGFloat = 44
        static let cornerRadius: CGFloat = 10
        static let sectionSpacing: CGFloat = 35
        static let headerBottom: CGFloat = 7
    }

    var cardFill: Color {
        Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(28, 28, 30)))
    }

    /// One section: header, a card of rows, footer.
    func section(header: AnyView?, rows: [LayoutNode], footer: AnyView?, _ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        var stack: [LayoutNode] = []
        if let header {
            let h = header.font(.footnote).foregroundStyle(HierarchicalShapeStyle.secondary)
                .padding(.leading, Metrics.rowInsetLeading).padding(.bottom, Metrics.headerBottom)
                .frame(maxWidth: .infinity, alignment: .leading)
            stack += try context.lower(h)
        }
        if !rows.isEmpty { stack.append(try card(rows, context)) }
        if let footer {
            let f = footer.font(.footnote).foregroundStyle(HierarchicalShapeStyle.secondary)
                .padding(.horizontal, Metrics.rowInsetLeading).padding(.top, 7)
                .frame(maxWidth: .infinity, alignment: .leading)
            stack += try context.lower(f)
        }
        _ = env
        return [LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0))), children: stack, name: Self.sectionName)]
    }

    /// Rows on a rounded card, separated by inset hairlines.
    func card(_ rows: [LayoutNode], _ context: LoweringContext) throws -> LayoutNode {
        let env = context.environment
        let separator = SystemPalette.color(SystemPalette.separator, env.colorScheme)
        var children: [LayoutNode] = []
        for (i, row) in rows.enumerated() {
            let padded = LayoutNode(.padding(EdgeInsets(top: Metrics.rowVerticalInset, leading: Metrics.rowInsetLeading,
                                                        bottom: Metrics.rowVerticalInset, trailing: Metrics.rowInsetTrailing)),
                                    children: [row], name: "padding")
            let framed = LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: Metrics.rowMinHeight,
                                                         idealHeight: nil, maxHeight: nil, alignment: .leading)),
                                    children: [padded], name: "ListRow")
            children.append(framed)
            if i < rows.count - 1 {
                let line = LayoutNode(.leaf(.divider(thickness: 1 / env.displayScale)), drawing: .fill(.rectangle, .color(separator), FillStyle()), name: "Divider")
                children.append(LayoutNode(.padding(EdgeInsets(top: 0, leading: Metrics.rowInsetLeading, bottom: 0, trailing: 0)), children: [line], name: "padding"))
            }
        }
        let column = LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0))), children: children, name: "VStack")
        let fill = try cardFill.paint(in: env, level: 0)
        let shape = RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
        let background = LayoutNode(.leaf(.flexible), drawing: .fill(shape.geometry, fill, FillStyle()), name: "RoundedRectangle")
        let carded = LayoutNode(.background(.center), children: [column, background], name: "background")
        return LayoutNode(.effect(.clip(shape.geometry, FillStyle())), children: [carded], name: "clipShape")
    }
}

/// Lays out a list or form: sections as given, loose rows gathered into sections.
struct ListBody<Content: View>: PrimitiveView {
    let content: Content

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let builder = ListSectionBuilder(environment: context.environment)
        let nodes = try context.lower(content)
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func flush() throws {
            if !loose.isEmpty { sections += try builder.section(header: nil, rows: loose, footer: nil, context); loose = [] }
        }
        for n in nodes {
            if n.name == ListSectionBuilder.sectionName { try flush(); sections.append(n) } else { loose.append(n) }
        }
        try flush()
        let column = LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: ListSectionBuilder.Metrics.sectionSpacing))),
                                children: sections, name: "VStack")
        let padded = LayoutNode(.padding(EdgeInsets(top: 16, leading: ListSectionBuilder.Metrics.horizontalMargin,
                                                    bottom: 16, trailing: ListSectionBuilder.Metrics.horizontalMargin)),
                                children: [column], name: "padding")
        let scrolled = LayoutNode(.fixedSize(horizontal: false, vertical: true), children: [padded], name: "fixedSize")
        let filled = LayoutNode(.flexFrame(FlexFrame(minWidth: 0, idealWidth: nil, maxWidth: .infinity, minHeight: 0,
                                                     idealHeight: nil, maxHeight: .infinity, alignment: .top)),
                                children: [scrolled], name: "List")
        // The rows scroll inside the list's frame; the grouped background extends
        // into the safe areas the list touches, outside the clip.
        let clipped = LayoutNode(.effect(.clip(.rectangle, FillStyle())), children: [filled], name: "clipped")
        if context.environment.scrollContentBackground == .hidden { return [clipped] }
        let grouped = Color(provider: .dynamic(light: RGBAColor(242, 242, 247), dark: RGBAColor(0, 0, 0)))
        let bg = LayoutNode(.ignoresSafeArea(.all, .all),
                            children: [LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, try grouped.paint(in: context.environment, level: 0), FillStyle()), name: "Rectangle")],
                            name: "ignoresSafeArea")
        return [LayoutNode(.background(.center), children: [clipped, bg], name: "background")]
    }
}

extension View {
    /// The list style (every list is drawn inset-grouped).
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    /// Row separators are always drawn between rows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edges.
        public static let top = Set(rawValue: 1)
        /// The bottom edges.
        public static let bottom = Set(rawValue: 2)
        /// The all edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// A list style; every list is drawn inset-grouped, as iOS draws lists by default.
public protocol ListStyle: Sendable {}
/// The inset-grouped list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The plain list style (drawn inset-grouped).
public struct PlainListStyle: ListStyle { public init() {} }
/// The grouped list style (drawn inset-grouped).
public struct GroupedListStyle: ListStyle { public init() {} }
/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
