import Foundation

/// A control for selecting a value from a bounded range: a track with the
/// tint up to the value and a white knob, between its minimum and maximum
/// value labels when it has them (iOS does not draw the label itself).
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $size, in: 8...40, step: 1) { Text("Size") } minimumValueLabel: { Text("A") } maximumValueLabel: { Text("A").font(.title) }
/// ```
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    var minimumLabel: (any View)?
    var maximumLabel: (any View)?
    /// The label VoiceOver reads (iOS does not draw it).
    var label: (any View)?

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    }

    public var body: some View {
        HStack {
            if let minimumLabel { AnyView(erasing: minimumLabel) }
            SliderTrack(fraction: fraction)
                .accessibilityControl("Slider", .isAdjustable, value: Self.percentage(fraction), label: label)
            if let maximumLabel { AnyView(erasing: maximumLabel) }
        }
    }

    /// The value as UISlider reads it: a whole percentage of the range.
    static func percentage(_ fraction: Double) -> String {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        return String(Int((f * 100).rounded())) + "%"
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
    }
    /// Creates a slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (for accessibility; iOS does not draw it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
        self.label = label()
    }
    /// Creates a slider with a step and a label (for accessibility; iOS does not draw it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
        self.label = label()
    }
}

extension Slider {
    /// Creates a slider with minimum and maximum value labels on its sides.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
        self.label = label()
        minimumLabel = minimumValueLabel(); maximumLabel = maximumValueLabel()
    }
    /// Creates a slider with a step and minimum and maximum value labels on its sides.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds)
        self.label = label()
        minimumLabel = minimumValueLabel(); maximumLabel = maximumValueLabel()
    }
}

/// The track and knob of a slider, as the platform look draws them:
/// UISlider's 4-pt track and 27-pt round knob in iOS 18, a 6-pt track and a
/// capsule knob wider than tall in iOS 26 (`ControlMetrics.SliderMetrics`).
nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.platformLook) private var look
    var body: some View {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        let m = ControlMetrics.SliderMetrics.of(look)
        return GeometryReader { proxy in
            let w = proxy.size.width, knob = m.knob.width
            ZStack(alignment: .leading) {
                Capsule().fill(SystemFillStyle()).frame(height: m.track)
                Capsule().fill(.tint).frame(width: Swift.max(0, (w - knob) * f + knob / 2), height: m.track)
                if look == .iOS18 {
                    Self.knob(Circle(), m).offset(x: (w - knob) * f)
                } else {
                    Self.knob(Capsule(), m).offset(x: (w - knob) * f)
                }
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: m.height)
    }

    /// The white knob: round in iOS 18, a capsule in iOS 26.
    private static func knob<S: Shape>(_ shape: S, _ m: ControlMetrics.SliderMetrics) -> some View {
        shape.fill(Color.white)
            .frame(width: m.knob.width, height: m.knob.height)
            .shadow(color: Color(.sRGB, white: 0, opacity: 0.2), radius: 3, y: 2)
    }
}
