/// The button styles Vellum draws itself.
package enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

/// A button style Vellum draws.
nonisolated package protocol BuiltinButtonStyle: PrimitiveButtonStyle { var kind: ButtonStyleKind { get } }

/// The default button style: on iOS, the label in the tint colour.
public struct DefaultButtonStyle: BuiltinButtonStyle {
    /// Creates a default button style.
    public init() {}
    package var kind: ButtonStyleKind { .automatic }
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(kind: kind, configuration: configuration) }
}

/// A button style that draws the label without tint or decoration.
public struct PlainButtonStyle: BuiltinButtonStyle {
    /// Creates a plain button style.
    public init() {}
    package var kind: ButtonStyleKind { .plain }
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(kind: kind, configuration: configuration) }
}

/// A button style without a border: the label in the tint colour.
public struct BorderlessButtonStyle: BuiltinButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    package var kind: ButtonStyleKind { .borderless }
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(kind: kind, configuration: configuration) }
}

/// A button style on a tinted, translucent shape (`buttonBorderShape`).
public struct BorderedButtonStyle: BuiltinButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    package var kind: ButtonStyleKind { .bordered }
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(kind: kind, configuration: configuration) }
}

/// A button style on a shape filled with the tint colour, the label in white.
public struct BorderedProminentButtonStyle: BuiltinButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    package var kind: ButtonStyleKind { .borderedProminent }
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(kind: kind, configuration: configuration) }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style (the label in the tint colour on iOS).
    public static var automatic: DefaultButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content.
    public static var plain: PlainButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public static var bordered: BorderedButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
