import Foundation

/// A dynamic property that scales a numeric value with Dynamic Type, as
/// SwiftUI's `ScaledMetric` does: at the default size (``DynamicTypeSize/large``)
/// it is the value itself; at another size it is scaled as
/// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it (by the ratio of
/// the text style's leadings, on the pixel grid; see docs/reference/dynamic-type.md).
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric var iconSize: CGFloat = 24                      // scales with body
///     @ScaledMetric(relativeTo: .largeTitle) var spacing: CGFloat = 8
///     var body: some View {
///         Image(systemName: "star.fill").resizable().frame(width: iconSize, height: iconSize)
///     }
/// }
/// Badge().dynamicTypeSize(.accessibility3)   // iconSize 24 × 48 / 22 = 52.333
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The value at the default Dynamic Type size.
    private let baseValue: Value
    /// The text style the value scales with.
    private let textStyle: Font.TextStyle

    /// Creates the scaled metric with an unscaled value, scaling as the body text style does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue; self.textStyle = textStyle
    }

    /// The value scaled for the Dynamic Type size and display scale of the
    /// view whose body is being evaluated.
    public var wrappedValue: Value {
        let env = EnvironmentValues.current
        let base = CGFloat(Double(baseValue))
        let scaled = TextStyleMetrics.scaled(base, relativeTo: textStyle, at: env.dynamicTypeSize, displayScale: env.displayScale)
        return Value(Double(scaled))
    }
}
