import Vellum

// Colour filters, a canvas's alpha threshold (metaballs), blend modes that
// erase, an inverse layer clip, gradient strokes and text, and inner shadows.

/// A page of drawing effects: one row per family.
public struct DrawingEffectsScreen: View {
    public init() {}

    /// A swatch of the filter's input: a hue gradient under a white circle.
    private var swatch: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(LinearGradient(colors: [.red, .orange, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(Circle().fill(.white).padding(12))
            .frame(width: 64, height: 64)
    }

    private func filtered(_ name: String, _ view: some View) -> some View {
        VStack(spacing: 4) {
            view
            Text(name).font(.caption2).foregroundStyle(.secondary)
        }
    }

    public var body: some View {
        VStack(spacing: 20) {
            Grid(horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    filtered("brightness", swatch.brightness(0.3))
                    filtered("contrast", swatch.contrast(0.5))
                    filtered("saturation", swatch.saturation(0.3))
                    filtered("grayscale", swatch.grayscale(1))
                }
                GridRow {
                    filtered("hueRotation", swatch.hueRotation(.degrees(120)))
                    filtered("colorInvert", swatch.colorInvert())
                    filtered("colorMultiply", swatch.colorMultiply(.yellow))
                    filtered("blur", swatch.blur(radius: 4))
                }
            }
            HStack(spacing: 24) {
                Canvas { context, size in
                    context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
                    context.addFilter(.blur(radius: 8))
                    context.drawLayer { layer in
                        for (x, y, r) in [(30.0, 40.0, 22.0), (66, 40, 18), (50, 72, 16)] {
                            layer.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(.black))
                        }
                    }
                }
                .frame(width: 100, height: 100)
                ZStack {
                    Circle().fill(.blue)
                    Image(systemName: "plus").font(.system(size: 40, weight: .bold)).blendMode(.destinationOut)
                }
                .compositingGroup()
                .frame(width: 80, height: 80)
                Canvas { context, size in
                    var outside = context
                    outside.clipToLayer(options: .inverse) { layer in
                        layer.draw(Text("V").font(.system(size: 70, weight: .black)), at: CGPoint(x: size.width / 2, y: size.height / 2))
                    }
                    outside.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16), with: .color(.orange))
                }
                .frame(width: 90, height: 90)
            }
            HStack(spacing: 24) {
                Circle()
                    .stroke(LinearGradient(colors: [.pink, .indigo], startPoint: .top, endPoint: .bottom), lineWidth: 10)
                    .frame(width: 70, height: 70)
                Text("Gradient")
                    .font(.system(size: 30, weight: .heavy))
                    .foregroundStyle(.linearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
                Capsule()
                    .fill(.white.shadow(.inner(color: .black.opacity(0.35), radius: 4, x: 2, y: 3)))
                    .frame(width: 80, height: 40)
            }
            Ellipse()
                .fill(.ellipticalGradient(colors: [.yellow, .orange, .red.opacity(0.1)]))
                .frame(width: 240, height: 70)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
