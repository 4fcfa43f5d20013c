import VellumViews

/// A list row as apps write them: a symbol, two texts, a spacer; each body
/// it evaluates ticks its counter.
nonisolated package struct CountedRow: View {
    let index: Int
    let counter: BodyCounter
    /// Row `index`, counted by `counter`.
    package init(index: Int, counter: BodyCounter) { self.index = index; self.counter = counter }
    package var body: some View {
        counter.tick()
        return HStack {
            Image(systemName: "star.fill")
            VStack(alignment: .leading) { Text("Row \(index)"); Text("Detail \(index)").font(.caption) }
            Spacer()
        }
    }
}
