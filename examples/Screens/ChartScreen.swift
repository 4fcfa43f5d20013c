import Vellum

// Charts made of shapes: a weekly bar chart of rounded rectangles with grid
// lines, and a line chart drawn with Path over a gradient-filled area. Its
// colours come through asset symbols (`Color(.groupedRow)`, `.fill(.groupedRow)`),
// which the VellumAssetSymbols plugin generates from examples/Assets.xcassets.

/// An activity summary: a bar chart and a line chart in cards.
public struct ChartScreen: View {
    static let steps: [(day: String, value: Double)] = [
        ("M", 6200), ("T", 8400), ("W", 7100), ("T", 10300), ("F", 9200), ("S", 12600), ("S", 5300),
    ]
    static let heartRate: [Double] = [62, 64, 61, 70, 86, 92, 78, 74, 81, 95, 88, 72, 66, 64]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Activity")
                .font(.largeTitle)
                .bold()
            ChartCard(title: "Steps", systemImage: "flame.fill", tint: .orange,
                      value: "8,443", unit: "steps / day", caption: "Average this week") {
                BarChart(values: Self.steps.map(\.value), labels: Self.steps.map(\.day), maximum: 14000, highlighted: 5)
                    .frame(height: 170)
            }
            ChartCard(title: "Heart Rate", systemImage: "heart.fill", tint: .pink,
                      value: "76", unit: "BPM", caption: "Today, 7:00 to 20:00") {
                LineChart(values: Self.heartRate, range: 50...100, tint: .pink)
                    .frame(height: 150)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .background(Color(.groupedBackground))
    }
}

/// A card with a coloured title, a big number and a chart.
struct ChartCard<Chart: View>: View {
    let title: String
    let systemImage: String
    let tint: Color
    let value: String
    let unit: String
    let caption: String
    @ViewBuilder var chart: Chart

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label(title, systemImage: systemImage)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(value).font(.system(size: 34, weight: .bold, design: .rounded))
                Text(unit).font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
            }
            Text(caption).font(.footnote).foregroundStyle(.secondary)
            chart.padding(.top, 12)
        }
        .padding(16)
        .background(Color(.groupedRow), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// Vertical bars on horizontal grid lines, one label under each bar.
struct BarChart: View {
    let values: [Double]
    let labels: [String]
    let maximum: Double
    let highlighted: Int

    var body: some View {
        VStack(spacing: 6) {
            ZStack(alignment: .bottom) {
                VStack(spacing: 0) {
                    ForEach(0..<4) { _ in
                        Rectangle().fill(.quaternary).frame(height: 1)
                        Spacer(minLength: 0)
                    }
                    Rectangle().fill(.tertiary).frame(height: 1)
                }
                GeometryReader { proxy in
                    HStack(alignment: .bottom, spacing: 12) {
                        ForEach(values.indices, id: \.self) { index in
                            UnevenRoundedRectangle(topLeadingRadius: 6, topTrailingRadius: 6, style: .continuous)
                                .fill(index == highlighted
                                      ? AnyShapeStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                                      : AnyShapeStyle(Color.orange.opacity(0.35)))
                                .frame(height: proxy.size.height * values[index] / maximum)
                        }
                    }
                    .frame(maxHeight: .infinity, alignment: .bottom)
                }
            }
            HStack(spacing: 12) {
                ForEach(labels.indices, id: \.self) { index in
                    Text(labels[index])
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(index == highlighted ? AnyShapeStyle(Color.orange) : AnyShapeStyle(.secondary))
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}

/// A polyline through the values, with a gradient area below and dots at the peaks.
struct LineChart: View {
    let values: [Double]
    let range: ClosedRange<Double>
    let tint: Color

    var body: some View {
        GeometryReader { proxy in
            let points = points(in: proxy.size)
            ZStack(alignment: .topLeading) {
                Path { path in
                    path.move(to: CGPoint(x: points[0].x, y: proxy.size.height))
                    for point in points { path.addLine(to: point) }
                    path.addLine(to: CGPoint(x: points[points.count - 1].x, y: proxy.size.height))
                    path.closeSubpath()
                }
                .fill(LinearGradient(colors: [tint.opacity(0.35), tint.opacity(0)], startPoint: .top, endPoint: .bottom))
                Path { path in
                    path.addLines(points)
                }
                .stroke(tint, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                ForEach(peaks(), id: \.self) { index in
                    Circle()
                        .fill(.groupedRow)
                        .overlay(Circle().stroke(tint, lineWidth: 3))
                        .frame(width: 11, height: 11)
                        .position(points[index])
                }
            }
        }
    }

    private func points(in size: CGSize) -> [CGPoint] {
        let step = size.width / CGFloat(max(values.count - 1, 1))
        let span = range.upperBound - range.lowerBound
        return values.indices.map { index in
            let fraction = (values[index] - range.lowerBound) / span
            return CGPoint(x: CGFloat(index) * step, y: size.height * (1 - CGFloat(fraction)))
        }
    }

    private func peaks() -> [Int] {
        values.indices.filter { index in
            index > 0 && index < values.count - 1 && values[index] > values[index - 1] && values[index] > values[index + 1]
        }
    }
}
