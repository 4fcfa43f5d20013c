import Vellum

/// The list screen: a `List` of rows (a symbol, two texts, a
/// spacer) in a `NavigationStack` with a title, on an iPhone.
struct ListScreen: View {
    /// How many rows.
    let rows: Int

    private static let symbols = ["star.fill", "bell", "folder", "heart.fill", "house", "gearshape", "person", "envelope"]

    var body: some View {
        NavigationStack {
            List(0..<rows, id: \.self) { i in
                HStack {
                    Image(systemName: Self.symbols[i % Self.symbols.count])
                    VStack(alignment: .leading) {
                        Text("Row \(i)")
                        Text("Detail for item \(i)").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
            }
            .navigationTitle("Items")
        }
    }
}
