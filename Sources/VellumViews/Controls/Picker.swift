import VellumCore
import VellumLayout

/// A control for selecting from a set of values. Drawn as iOS draws the
/// chosen style: `.segmented` as a segmented control, otherwise as a row
/// with the label and the selected option in the tint colour.
///
/// ```swift
/// Picker("Units", selection: $units) {
///     Text("Metric").tag(Units.metric)
///     Text("Imperial").tag(Units.imperial)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let label: Label
    let content: Content
    let selection: Binding<SelectionValue>

    /// Creates a picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); self.selection = selection
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let tagged = ViewList.tagged(of: content)
        let options = tagged.map(\.view)
        let env = context.environment
        // The option whose tag is the selection; untagged options show the first.
        let chosen: Int?
        switch TagMatch.index(of: selection.wrappedValue, in: tagged.map(\.tag)) {
        case nil: chosen = options.isEmpty ? nil : 0
        case .some(let index): chosen = index
        }
        if env.pickerStyleKind == .segmented {
            let m = ControlMetrics.SegmentedMetrics.of(env.platformLook)
            if m.isCapsule {
                return try context.lower(Self.segmented(options, chosen, m, track: Capsule(), segment: Capsule()))
            }
            return try context.lower(Self.segmented(options, chosen, m, track: RoundedRectangle(cornerRadius: m.trackRadius),
                                                    segment: RoundedRectangle(cornerRadius: m.segmentRadius)))
        }
        let selected = chosen.map { AnyView(erasing: options[$0]) } ?? AnyView(EmptyView())
        // The chevrons' ink is 8.67 × 12.33 pt, 6.67 pt after the value's ink (measured in a Form row, iOS 18):
        // SF's glyph at the footnote size, its frame's side margin (1.6 pt) inside that gap.
        let value = HStack(spacing: 4) {
            selected
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold))
        }
        // Outside a list or form, a menu picker is a button of its value in the tint, without its label.
        guard env.isInList else { return try context.lower(value.foregroundStyle(TintShapeStyle())) }
        let row = value.foregroundStyle(HierarchicalShapeStyle.secondary)
        if env.labelsHidden { return try context.lower(row) }
        return try context.lower(HStack { label; Spacer(); row })
    }
}

extension Picker {
    /// A segmented control: the options side by side on a `track`, the chosen
    /// one on a white (dark: grey) `segment` inset by `m.inset`.
    static func segmented<T: Shape, S: Shape>(_ options: [any View], _ chosen: Int?, _ m: ControlMetrics.SegmentedMetrics,
                                              track: T, segment: S) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { i in
                AnyView(erasing: options[i])
                    // 13 pt whatever the text size: UISegmentedControl's labels do not follow Dynamic Type (measured).
                    .font(.system(size: 13, weight: i == chosen ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.vertical, 6)
                    // 32 pt tall, as UISegmentedControl is (measured: docs/reference/fidelity-real-pngs.md).
                    .frame(maxWidth: .infinity, minHeight: m.height)
                    .background {
                        if i == chosen {
                            segment.fill(Color(provider: .dynamic(light: .white, dark: RGBAColor(99, 99, 102))))
                                .shadow(color: Color(.sRGB, white: 0, opacity: 0.12), radius: 4, y: 2)
                                .padding(m.inset)
                        }
                    }
            }
        }
        .background(SystemFillStyle(), in: track)
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey); self.content = content(); self.selection = selection
    }
}

/// Picker styles Vellum draws.
package enum PickerStyleKind: Hashable, Sendable { case automatic, segmented, menu, wheel, inline }

/// A specification for the appearance of a picker.
public protocol PickerStyle: Sendable {}
/// A picker style Vellum draws.
package protocol BuiltinPickerStyle: PickerStyle { var kind: PickerStyleKind { get } }
/// A segmented control.
public struct SegmentedPickerStyle: BuiltinPickerStyle { public init() {}; package var kind: PickerStyleKind { .segmented } }
/// A menu button showing the selection.
public struct MenuPickerStyle: BuiltinPickerStyle { public init() {}; package var kind: PickerStyleKind { .menu } }
/// A wheel (drawn as a menu row).
public struct WheelPickerStyle: BuiltinPickerStyle { public init() {}; package var kind: PickerStyleKind { .wheel } }
/// Inline options (drawn as a menu row).
public struct InlinePickerStyle: BuiltinPickerStyle { public init() {}; package var kind: PickerStyleKind { .inline } }
/// The platform default (a menu row).
public struct DefaultPickerStyle: BuiltinPickerStyle { public init() {}; package var kind: PickerStyleKind { .automatic } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension EnvironmentKeys {
    struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
}

extension EnvironmentValues {
    package var pickerStyleKind: PickerStyleKind {
        get { self[EnvironmentKeys.PickerStyleKey.self] }
        set { self[EnvironmentKeys.PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of pickers in the view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinPickerStyle)?.kind ?? .automatic
        return environmentUpdate { $0.pickerStyleKind = k }
    }
}
