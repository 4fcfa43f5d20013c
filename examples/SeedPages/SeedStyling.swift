// The code samples of the seed page on border, foregroundStyle,
// backgroundStyle and ShapeStyle, verbatim, each wrapped in a view.
import Vellum

struct SeedBorderInside: View {
    var body: some View {
Text("Purple border inside the view bounds.")
.border(Color.purple, width: 4)
    }
}

struct SeedBorderOutside: View {
    var body: some View {
Text("Purple border outside the view bounds.")
    .padding(4)
    .border(Color.purple, width: 4)
    }
}

struct SeedForegroundTeal: View {
    var body: some View {
HStack {
    Image(systemName: "triangle.fill")
    Text("Hello, world!")
    RoundedRectangle(cornerRadius: 5)
        .frame(width: 40, height: 20)
}
.foregroundStyle(.teal)
    }
}

struct SeedGradientText: View {
    var body: some View {
Text("Gradient Text")
    .font(.largeTitle)
    .foregroundStyle(
        .linearGradient(
            colors: [.yellow, .blue],
            startPoint: .top,
            endPoint: .bottom
        )
    )
    }
}

struct SeedHierarchical: View {
    var body: some View {
VStack(alignment: .leading) {
    Label("Primary", systemImage: "1.square.fill")
    Label("Secondary", systemImage: "2.square.fill")
        .foregroundStyle(.secondary)
}
    }
}

struct SeedHierarchicalBlue: View {
    var body: some View {
VStack(alignment: .leading) {
    Label("Primary", systemImage: "1.square.fill")
    Label("Secondary", systemImage: "2.square.fill")
        .foregroundStyle(.secondary)
}
.foregroundStyle(.blue)
    }
}

struct SeedBackgroundStyle: View {
    var body: some View {
Image(systemName: "swift")
    .padding()
    .background(in: Circle())
    .backgroundStyle(.blue.gradient)
    }
}

struct SeedBackgroundStyleReset: View {
    var body: some View {
        Image(systemName: "swift")
            .padding()
            .background(in: Circle())
.environment(\.backgroundStyle, nil)
    }
}

struct MyShapeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        if environment.colorScheme == .light {
            return Color.red.blendMode(.lighten)
        } else {
            return Color.red.blendMode(.darken)
        }
    }
}

struct SeedRadialPath: View {
    var body: some View {
Path { path in
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 50, y: 0))
    path.addArc(
        center: .zero,
        radius: 50,
        startAngle: .zero,
        endAngle: .degrees(90),
        clockwise: false)
}
.fill(.radial(
    Gradient(colors: [.yellow, .red]),
    center: .topLeading,
    startRadius: 15,
    endRadius: 80))
    }
}

struct SeedMintStroke: View {
    var body: some View {
RoundedRectangle(cornerRadius: 10)
    .stroke(.mint, lineWidth: 10)
    .frame(width: 200, height: 50)
    }
}

struct SeedPrimarySecondary: View {
    var body: some View {
VStack(alignment: .leading) {
    Text("Primary")
        .font(.title)
    Text("Secondary")
        .font(.caption)
        .foregroundStyle(.secondary)
}
    }
}
