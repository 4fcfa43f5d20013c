import Foundation
import VellumCore
import VellumLayout

/// A foreground style set on a view, resolved against the foreground styles
/// that were in effect outside it (so `.secondary` inside `.blue` is faded blue).
struct ScopedForegroundStyle: PrimitiveShapeStyle {
    let base: AnyShapeStyle
    let outer: [AnyShapeStyle]
    func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        var env = environment
        env.foregroundStyles = outer
        return try StyleResolver.paint(base, in: env, level: level)
    }
}

nonisolated extension View {
    /// Sets the style of foreground elements: text, shapes, template images and symbols.
    ///
    /// ```swift
    /// HStack { Image(systemName: "triangle.fill"); Text("Hello, world!") }.foregroundStyle(.teal)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        setForeground([AnyShapeStyle(style)])
    }
    /// Sets the primary and secondary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        setForeground([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }
    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        setForeground([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
    /// Sets the foreground colour (nil: the default style).
    public func foregroundColor(_ color: Color?) -> some View {
        setForeground(color.map { [AnyShapeStyle($0)] } ?? [])
    }

    private func setForeground(_ styles: [AnyShapeStyle]) -> some View {
        environmentUpdate { env in
            let outer = env.foregroundStyles
            env.foregroundStyles = styles.map { AnyShapeStyle(ScopedForegroundStyle(base: $0, outer: outer)) }
            env.foregroundStyleIsExplicit = !styles.isEmpty
        }
    }

    /// Sets the foreground style a container gives its content (a section
    /// header's secondary, a control's tint): unlike `foregroundStyle(_:)`
    /// in user code, a button below it still draws its label in its tint.
    package func containerForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return environmentUpdate { env in
            let outer = env.foregroundStyles
            env.foregroundStyles = [AnyShapeStyle(ScopedForegroundStyle(base: style, outer: outer))]
            env.foregroundStyleIsExplicit = false
        }
    }

    /// Sets the style used by `.background` and `background(in:)`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return environmentUpdate { $0.backgroundStyle = s }
    }
    /// Sets the tint of controls and `.tint`.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let s = tint.map { AnyShapeStyle($0) }
        return environmentUpdate { $0.tintStyle = s }
    }
    /// Sets the tint colour.
    public func tint(_ tint: Color?) -> some View {
        let s = tint.map { AnyShapeStyle($0) }
        return environmentUpdate { $0.tintStyle = s }
    }
    /// Sets the accent colour (deprecated in SwiftUI: the tint).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Sets the default font of text in the view.
    public func font(_ font: Font?) -> some View { environmentUpdate { $0.font = font } }
    /// Sets the font weight of text in the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentUpdate { $0.fontWeight = weight } }
    /// Makes text in the view bold.
    public func bold(_ isActive: Bool = true) -> some View { environmentUpdate { if isActive { $0.fontWeight = .bold } } }
    /// Makes text in the view italic.
    public func italic(_ isActive: Bool = true) -> some View { environmentUpdate { $0.italic = isActive } }
    /// Sets the font design of text in the view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentUpdate { env in
            if design == .monospaced { env.font = (env.font ?? .body).monospaced() }
        }
    }
    /// Uses the monospaced design for text in the view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentUpdate { env in if isActive { env.font = (env.font ?? .body).monospaced() } }
    }

    /// Limits text to a number of lines.
    public func lineLimit(_ number: Int?) -> some View { environmentUpdate { $0.lineLimit = number } }
    /// Limits text to a number of lines, reserving the space (the reservation is not modelled).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }
    /// Aligns the lines of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentUpdate { $0.multilineTextAlignment = alignment } }
    /// Chooses where text is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environmentUpdate { $0.truncationMode = mode } }
    /// Adds space between lines of text (NaN counts as 0; at most a million points either way).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        let spacing = lineSpacing.clampedLength()
        return environmentUpdate { $0.lineSpacing = spacing }
    }
    /// Transforms the case of text in the view (nil keeps it as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentUpdate { $0.textCase = textCase; $0.textCaseIsSet = true }
    }
    /// Lets text shrink to fit the space it is offered, down to `factor` of its
    /// size, before it truncates (a factor outside 0…1 counts as 1).
    ///
    /// ```swift
    /// Text("A rather long headline").font(.title).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let f = factor.isFinite && factor > 0 && factor < 1 ? factor : 1
        return environmentUpdate { $0.minimumScaleFactor = f }
    }
    /// Lets text tighten its letter spacing to fit its space before it
    /// truncates: up to 0.5 pt between characters.
    public func allowsTightening(_ flag: Bool) -> some View { environmentUpdate { $0.allowsTightening = flag } }
    /// Raises the text in the view above its baseline by `offset` points (negative lowers it).
    ///
    /// ```swift
    /// Text("Raised").baselineOffset(4)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        let offset = baselineOffset.isFinite ? baselineOffset : 0
        return environmentUpdate { $0.baselineOffset = offset }
    }
    /// Uses fixed-width digits for text in the view.
    public func monospacedDigit() -> some View {
        environmentUpdate { env in env.font = (env.font ?? .body).monospacedDigit() }
    }
    /// Sets the font width of text in the view (accepted; the bundled fonts have one width).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Scales symbol images.
    public func imageScale(_ scale: Image.Scale) -> some View { environmentUpdate { $0.imageScale = scale } }
    /// Disables controls in the view.
    public func disabled(_ disabled: Bool) -> some View { environmentUpdate { if disabled { $0.isEnabled = false } } }

    /// Sets the colour scheme of the view and, for a preview or a root view, of
    /// the whole picture.
    ///
    /// ```swift
    /// CaptionedPhoto(assetName: "Landscape.jpeg", captionText: "…").preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// Applies a preferred colour scheme and sets it as the view's preference
/// (`PreferredColorSchemeKey`), which the renderer reads at the root.
struct PreferredColorSchemeModifier: PrimitiveModifier {
    let colorScheme: ColorScheme?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let colorScheme else { return try context.lower(content) }
        let nodes = try context.with { $0.colorScheme = colorScheme }.lower(content)
        return try MarkModifier { _ in .preference(.set(PreferredColorSchemeKey.self) { _ in colorScheme }) }.marking(nodes, context)
    }
}

/// The colour scheme a view prefers for the whole picture: the first one in
/// view order, as the first `preferredColorScheme` written wins.
package struct PreferredColorSchemeKey: PreferenceKey {
    package static let defaultValue: ColorScheme? = nil
    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
