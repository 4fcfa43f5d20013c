/// A control for selecting a value from a bounded range: a track with the
/// tint up to the value and a white knob.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// ```
public struct Slider: View {
    let fraction: Double

    /// Creates a slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    }

    /// Creates a slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: 1, onEditingChanged: { _ in })
    }

    public var body: some View {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        return GeometryReader { proxy in
            let w = proxy.size.width, knob: CGFloat = 27
            ZStack(alignment: .leading) {
                Capsule().fill(SystemFillStyle()).frame(height: 4)
                Capsule().fill(.tint).frame(width: Swift.max(0, (w - knob) * f + knob / 2), height: 4)
                Circle().fill(Color.white)
                    .frame(width: knob, height: knob)
                    .shadow(color: Color(.sRGB, white: 0, opacity: 0.2), radius: 3, y: 2)
                    .offset(x: (w - knob) * f)
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: 28)
    }
}
