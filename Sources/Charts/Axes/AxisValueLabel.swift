import Foundation
import VellumGeometry
import VellumLayout
import VellumViews

/// The label of an axis value.
///
/// ```swift
/// AxisMarks(values: .stride(by: .month)) { _ in
///     AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
/// }
/// AxisMarks { value in AxisValueLabel { Text("\(value.index)") } }
/// ```
public struct AxisValueLabel: AxisMarkPrimitive {
    let spec: AxisLabelSpec

    init(_ content: AxisLabelSpec.Content, centered: Bool?, anchor: UnitPoint?, orientation: AxisValueLabelOrientation,
         spacing: CGFloat?, collision: AxisValueLabelCollisionResolution = .automatic) {
        var s = AxisLabelSpec()
        s.content = content; s.centered = centered; s.anchor = anchor; s.spacing = spacing; s.collision = collision
        s.vertical = orientation.storage == .vertical || orientation.storage == .verticalReversed
        spec = s
    }

    /// The value, formatted as Charts formats it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(.automatic, centered: centered, anchor: anchor, orientation: orientation, spacing: verticalSpacing ?? horizontalSpacing,
                  collision: collisionResolution)
    }

    /// The value formatted with `format`, in the environment's locale (`.environment(\.locale, …)`).
    ///
    /// ```swift
    /// AxisValueLabel(format: .dateTime.weekday(.abbreviated))
    /// ```
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(.format({ value, locale in value.as(F.FormatInput.self).map { format.locale(locale).format($0) } }),
                  centered: centered, anchor: anchor, orientation: orientation, spacing: verticalSpacing ?? horizontalSpacing,
                  collision: collisionResolution)
    }

    /// A label of your own.
    ///
    /// ```swift
    /// AxisValueLabel { Text("\(value.as(Int.self) ?? 0)%").bold() }
    /// ```
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(.view(AnyView(content())), centered: centered, anchor: anchor, orientation: orientation,
                  spacing: verticalSpacing ?? horizontalSpacing, collision: collisionResolution)
    }

    /// A label of a localized string.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
                orientation: AxisValueLabelOrientation = .automatic) {
        self.init(.text(label.text), centered: centered, anchor: anchor, orientation: orientation, spacing: nil)
    }

    /// A label of a string.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic) {
        self.init(.text(String(label)), centered: centered, anchor: anchor, orientation: orientation, spacing: nil)
    }

    package func collect(into elements: inout [AxisElement]) { elements.append(.label(spec)) }
}
