import Vellum

/// A long list of label rows: a symbol, a title and a subtitle, a spacer and a
/// rounded badge, with a hairline divider under every row.
struct LabelRowList: View {
    /// How many rows.
    let rows: Int

    private static let symbols = ["star.fill", "bell", "folder", "heart.fill", "house", "gearshape", "person", "envelope"]
    private static let tints: [Color] = [.red, .orange, .green, .blue, .purple, .pink]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows) { i in
                HStack(spacing: 12) {
                    Image(systemName: Self.symbols[i % Self.symbols.count])
                        .foregroundStyle(Self.tints[i % Self.tints.count])
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Row \(i)").font(.headline)
                        Text("Detail for item \(i % 97)").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Self.tints[(i / 3) % Self.tints.count])
                        .frame(width: 24, height: 16)
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                Divider()
            }
        }
    }
}
