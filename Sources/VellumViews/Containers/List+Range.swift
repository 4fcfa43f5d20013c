extension List where SelectionValue == Never {
    /// Creates a list with a row for each integer of a range.
    ///
    /// ```swift
    /// List(0..<5) { i in Text("Row \(i)") }
    /// ```
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// Creates a list with a row for each integer of a range, with a selection
    /// (drawn unselected).
    ///
    /// ```swift
    /// List(0..<5, selection: $selected) { i in Text("Row \(i)") }
    /// ```
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each integer of a range, with a multiple
    /// selection (drawn unselected).
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}
