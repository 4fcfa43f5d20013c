import Vellum

/// The document `bench_emit.py` asks every emitter for: N 10×10 rects on a
/// 12-point grid, 100 to a row; even ones filled with one of G gradients
/// (linear for even k, radial for odd k), odd ones with `gen_svg.color(i)`.
nonisolated struct RectGridView: View {
    /// How many rects.
    let count: Int

    /// The canvas: 1200 wide, 12 points per row.
    var canvas: CGSize { CGSize(width: 1200, height: Double((count + 99) / 100) * 12) }

    private var gradients: Int { Swift.max(2, count / 100) }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<((count + 99) / 100)) { row in
                HStack(spacing: 2) {
                    ForEach((row * 100)..<Swift.min(count, row * 100 + 100)) { i in cell(i) }
                }
            }
        }
        .frame(width: canvas.width, height: canvas.height, alignment: .topLeading)
    }

    private func cell(_ i: Int) -> AnyView {
        let rect = Rectangle()
        let sized: AnyView
        if i % 2 == 1 {
            sized = AnyView(rect.fill(Self.color(i)))
        } else {
            let k = (i / 2) % gradients
            let colors = [Self.color(2 * k), Self.color(2 * k + 1)]
            sized = k % 2 == 0
                ? AnyView(rect.fill(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)))
                : AnyView(rect.fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 5)))
        }
        return AnyView(sized.frame(width: 10, height: 10))
    }

    /// `gen_svg.color(i)`: a deterministic, well-spread sRGB colour.
    static func color(_ i: Int) -> Color {
        Color(red: Double((i * 97 + 31) % 256) / 255, green: Double((i * 57 + 101) % 256) / 255,
              blue: Double((i * 23 + 191) % 256) / 255)
    }
}
