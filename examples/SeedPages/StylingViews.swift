import Vellum

// "border / foregroundStyle / backgroundStyle / ShapeStyle": every sample of the seed page.

public struct BorderInsideView: View {
    public init() {}
    public var body: some View {
        Text("Purple border inside the view bounds.")
        .border(Color.purple, width: 4)
    }
}

public struct BorderOutsideView: View {
    public init() {}
    public var body: some View {
        Text("Purple border outside the view bounds.")
            .padding(4)
            .border(Color.purple, width: 4)
    }
}

public struct ForegroundStyleRowView: View {
    public init() {}
    public var body: some View {
        HStack {
            Image(systemName: "triangle.fill")
            Text("Hello, world!")
            RoundedRectangle(cornerRadius: 5)
                .frame(width: 40, height: 20)
        }
        .foregroundStyle(.teal)
    }
}

public struct GradientTextView: View {
    public init() {}
    public var body: some View {
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

public struct HierarchicalLabelsView: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Label("Primary", systemImage: "1.square.fill")
            Label("Secondary", systemImage: "2.square.fill")
                .foregroundStyle(.secondary)
        }
    }
}

public struct HierarchicalBlueLabelsView: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Label("Primary", systemImage: "1.square.fill")
            Label("Secondary", systemImage: "2.square.fill")
                .foregroundStyle(.secondary)
        }
        .foregroundStyle(.blue)
    }
}

public struct BackgroundStyleView: View {
    public init() {}
    public var body: some View {
        Image(systemName: "swift")
            .padding()
            .background(in: Circle())
            .backgroundStyle(.blue.gradient)
    }
}

public struct MyShapeStyle: ShapeStyle {
    public init() {}
    public func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        if environment.colorScheme == .light {
            return Color.red.blendMode(.lighten)
        } else {
            return Color.red.blendMode(.darken)
        }
    }
}

public struct CustomShapeStyleView: View {
    public init() {}
    public var body: some View {
        Circle().fill(MyShapeStyle()).frame(width: 100, height: 100)
    }
}

public struct RadialWedgeView: View {
    public init() {}
    public var body: some View {
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

public struct MintStrokeView: View {
    public init() {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .stroke(.mint, lineWidth: 10)
            .frame(width: 200, height: 50)
    }
}

public struct PrimarySecondaryTextView: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Primary")
                .font(.title)
            Text("Secondary")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
