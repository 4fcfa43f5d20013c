import Foundation
import VellumGeometry

/// How a `Table` is drawn: on a compact width, a plain list of its first
/// column; on a regular width, a header row of titles over rows of cells.
struct TableBody: View {
    let rows: [Any]
    let columns: [TableColumnModel]
    let sorting: (key: AnyHashable, order: SortOrder)?
    let regular: Bool
    let showsHeaders: Bool

    var body: some View {
        if regular {
            regularTable
        } else {
            compactTable
        }
    }

    /// The iPhone form: the first column's cell for each row, the row one accessibility element.
    private var compactTable: some View {
        let first = columns.first
        return List {
            ForEach(Array(rows.indices), id: \.self) { index in
                if let first {
                    AnyView(first.content(rows[index]))
                        .padding(.horizontal, TableMetrics.compactInset)
                        .frame(maxWidth: .infinity, minHeight: TableMetrics.rowHeight, alignment: .leading)
                        .accessibilityElement(children: .combine)
                        .listRowInsets(EdgeInsets())
                }
            }
        }
        .listStyle(.plain)
    }

    /// The iPad form: titles over the columns, every column's cell in each row.
    private var regularTable: some View {
        VStack(spacing: 0) {
            if showsHeaders {
                HStack(spacing: TableMetrics.columnSpacing) {
                    ForEach(Array(columns.indices), id: \.self) { index in
                        header(columns[index])
                    }
                }
                .padding(.horizontal, TableMetrics.regularInset)
                .frame(minHeight: TableMetrics.headerHeight)
                .accessibilityElement(children: .contain)
                Divider()
            }
            List {
                ForEach(Array(rows.indices), id: \.self) { row in
                    HStack(spacing: TableMetrics.columnSpacing) {
                        ForEach(Array(columns.indices), id: \.self) { index in
                            cell(AnyView(columns[index].content(rows[row])), columns[index])
                        }
                    }
                    .padding(.horizontal, TableMetrics.regularInset)
                    .frame(maxWidth: .infinity, minHeight: TableMetrics.rowHeight, alignment: .leading)
                    .listRowInsets(EdgeInsets())
                }
            }
            .listStyle(.plain)
        }
    }

    /// A column's title; the sorted column's in the primary colour with a chevron pointing the way it sorts.
    private func header(_ column: TableColumnModel) -> some View {
        let sorted = sorting.flatMap { sorting in column.sortKey == sorting.key ? sorting.order : nil }
        return cell(AnyView(
            HStack(spacing: 4) {
                column.title
                if let sorted {
                    Image(systemName: sorted == .forward ? "chevron.up" : "chevron.down")
                        .font(.caption2.weight(.bold))
                        .accessibilityHidden(true)
                }
            }
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(sorted == nil ? HierarchicalShapeStyle.secondary : HierarchicalShapeStyle.primary)
            .lineLimit(1)
            .accessibilityAddTraits(.isHeader)
        ), column)
    }

    /// A cell framed as its column lays out: fixed, bounded or sharing the row's width.
    private func cell(_ content: AnyView, _ column: TableColumnModel) -> some View {
        content
            .frame(minWidth: column.minWidth ?? 0, idealWidth: column.idealWidth, maxWidth: column.maxWidth ?? .infinity,
                   alignment: column.alignment.horizontal)
    }
}
