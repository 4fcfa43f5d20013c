import Foundation

extension Table {
    /// An unsortable table whose rows are listed in `rows`.
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Name", value: \.name)
    /// } rows: {
    ///     ForEach(people) { TableRow($0) }
    /// }
    /// ```
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: TableRows.of(rows()).compactMap { $0 as? Value }, columns: columns())
    }

    /// An unsortable table of listed rows where one row can be selected.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// An unsortable table of listed rows where several rows can be selected.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// A table of listed rows whose columns sort by `sortOrder`'s comparators.
    public init<Sort>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableColumnSortComparator == Sort {
        self.init(rows: TableRows.of(rows()).compactMap { $0 as? Value }, columns: columns())
        sorting = Self.sorting(sortOrder.wrappedValue)
    }

    /// A sortable table of listed rows where one row can be selected.
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableColumnSortComparator == Sort {
        self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A sortable table of listed rows where several rows can be selected.
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableColumnSortComparator == Sort {
        self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
    }
}
