/// A view that shows the progress of a task: a bar when the value is known,
/// a spinner otherwise.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Loading…")
/// ```
public struct ProgressView<Label: View>: View {
    let label: Label?
    let fraction: Double?

    public var body: some View {
        VStack(alignment: fraction == nil ? .center : .leading, spacing: 8) {
            if let fraction {
                if let label { label }
                ProgressBar(fraction: fraction)
            } else {
                ProgressSpinner()
                if let label { label.foregroundStyle(HierarchicalShapeStyle.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() { label = nil; fraction = nil }
    /// A bar at `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }
}

extension ProgressView where Label == Text {
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) { label = Text(titleKey); fraction = nil }
    /// A bar with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }
}

/// The linear progress bar: a 4-pt capsule track with the tint up to the value.
struct ProgressBar: View {
    let fraction: Double
    var body: some View {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        return Capsule().fill(SystemFillStyle())
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * f)
                }
            }
            .frame(height: 4)
    }
}

/// The activity indicator: eight rounded spokes fading around a circle.
struct ProgressSpinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { i in
                Capsule().fill(Color.gray.opacity(1 - Double(i) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6)
                    .rotationEffect(.degrees(Double(i) * -45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
