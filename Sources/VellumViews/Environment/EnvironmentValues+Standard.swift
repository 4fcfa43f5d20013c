import Foundation
import VellumAssets
import VellumCore
import VellumSymbols

/// Keys of the environment values Vellum knows.
package enum EnvironmentKeys {
    package struct ColorSchemeKey: EnvironmentKey { package static let defaultValue = ColorScheme.light }
    package struct FontKey: EnvironmentKey { package static let defaultValue: Font? = nil }
    package struct LineLimitKey: EnvironmentKey { package static let defaultValue: Int? = nil }
    package struct TextAlignmentKey: EnvironmentKey { package static let defaultValue = TextAlignment.leading }
    package struct TruncationKey: EnvironmentKey { package static let defaultValue = Text.TruncationMode.tail }
    package struct LineSpacingKey: EnvironmentKey { package static let defaultValue: CGFloat = 0 }
    package struct BackgroundStyleKey: EnvironmentKey { package static let defaultValue: AnyShapeStyle? = nil }
    package struct ForegroundStylesKey: EnvironmentKey { package static let defaultValue: [AnyShapeStyle] = [] }
    package struct ForegroundStyleIsExplicitKey: EnvironmentKey { package static let defaultValue = false }
    package struct TintKey: EnvironmentKey { package static let defaultValue: AnyShapeStyle? = nil }
    package struct DisplayScaleKey: EnvironmentKey { package static let defaultValue: CGFloat = 3 }
    package struct ImageScaleKey: EnvironmentKey { package static let defaultValue = Image.Scale.medium }
    package struct IsEnabledKey: EnvironmentKey { package static let defaultValue = true }
    package struct AssetsKey: EnvironmentKey { package static let defaultValue = AssetCatalog() }
    package struct SymbolsKey: EnvironmentKey { package static let defaultValue = SymbolLibrary.standard }
    package struct TextFieldStyleKey: EnvironmentKey { package static let defaultValue = TextFieldStyleKind.automatic }
    package struct ButtonStyleKey: EnvironmentKey { package static let defaultValue = ButtonStyleKind.automatic }
    package struct LabelStyleKey: EnvironmentKey { package static let defaultValue = LabelStyleKind.automatic }
    package struct FontWeightKey: EnvironmentKey { package static let defaultValue: Font.Weight? = nil }
    package struct ItalicKey: EnvironmentKey { package static let defaultValue = false }
    package struct ContentLowererKey: EnvironmentKey { package static let defaultValue: ContentLowerer? = nil }
    package struct TextCaseKey: EnvironmentKey { package static let defaultValue: Text.Case? = nil }
    package struct TextCaseIsSetKey: EnvironmentKey { package static let defaultValue = false }
}

extension EnvironmentValues {
    /// The colour scheme: light or dark.
    public var colorScheme: ColorScheme {
        get { self[EnvironmentKeys.ColorSchemeKey.self] }
        set { self[EnvironmentKeys.ColorSchemeKey.self] = newValue }
    }
    /// The default font of text in the view (nil: `.body`).
    public var font: Font? {
        get { self[EnvironmentKeys.FontKey.self] }
        set { self[EnvironmentKeys.FontKey.self] = newValue }
    }
    /// The maximum number of lines text may occupy (nil: no limit).
    public var lineLimit: Int? {
        get { self[EnvironmentKeys.LineLimitKey.self] }
        set { self[EnvironmentKeys.LineLimitKey.self] = newValue }
    }
    /// How lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[EnvironmentKeys.TextAlignmentKey.self] }
        set { self[EnvironmentKeys.TextAlignmentKey.self] = newValue }
    }
    /// Where text is cut when it doesn't fit.
    public var truncationMode: Text.TruncationMode {
        get { self[EnvironmentKeys.TruncationKey.self] }
        set { self[EnvironmentKeys.TruncationKey.self] = newValue }
    }
    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[EnvironmentKeys.LineSpacingKey.self] }
        set { self[EnvironmentKeys.LineSpacingKey.self] = newValue }
    }
    /// The style `background(in:)` and `.background` use; nil for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[EnvironmentKeys.BackgroundStyleKey.self] }
        set { self[EnvironmentKeys.BackgroundStyleKey.self] = newValue }
    }
    /// The case transformation of text (`textCase(_:)`), or nil.
    public var textCase: Text.Case? {
        get { self[EnvironmentKeys.TextCaseKey.self] }
        set { self[EnvironmentKeys.TextCaseKey.self] = newValue }
    }
    /// Whether `textCase(_:)` was applied above (nil included), so a grouped
    /// list's section header keeps the case the code asked for instead of
    /// its default uppercase.
    package var textCaseIsSet: Bool {
        get { self[EnvironmentKeys.TextCaseIsSetKey.self] }
        set { self[EnvironmentKeys.TextCaseIsSetKey.self] = newValue }
    }
    /// Pixels per point of the screen.
    public var displayScale: CGFloat {
        get { self[EnvironmentKeys.DisplayScaleKey.self] }
        set { self[EnvironmentKeys.DisplayScaleKey.self] = newValue }
    }
    /// The scale of symbol images.
    public var imageScale: Image.Scale {
        get { self[EnvironmentKeys.ImageScaleKey.self] }
        set { self[EnvironmentKeys.ImageScaleKey.self] = newValue }
    }
    /// Whether controls are enabled.
    public var isEnabled: Bool {
        get { self[EnvironmentKeys.IsEnabledKey.self] }
        set { self[EnvironmentKeys.IsEnabledKey.self] = newValue }
    }

    /// The foreground styles set by `foregroundStyle(_:_:_:)`, primary first; empty for the default.
    package var foregroundStyles: [AnyShapeStyle] {
        get { self[EnvironmentKeys.ForegroundStylesKey.self] }
        set { self[EnvironmentKeys.ForegroundStylesKey.self] = newValue }
    }
    /// Whether ``foregroundStyles`` were set by `foregroundStyle(_:)` or
    /// `foregroundColor(_:)` in user code (a button's label then draws in
    /// them, not in its tint), rather than by a container for its content.
    package var foregroundStyleIsExplicit: Bool {
        get { self[EnvironmentKeys.ForegroundStyleIsExplicitKey.self] }
        set { self[EnvironmentKeys.ForegroundStyleIsExplicitKey.self] = newValue }
    }
    /// The tint (`tint(_:)`), or nil for the accent colour.
    package var tintStyle: AnyShapeStyle? {
        get { self[EnvironmentKeys.TintKey.self] }
        set { self[EnvironmentKeys.TintKey.self] = newValue }
    }
    /// The asset catalog images and named colours resolve through.
    package var assets: AssetCatalog {
        get { self[EnvironmentKeys.AssetsKey.self] }
        set { self[EnvironmentKeys.AssetsKey.self] = newValue }
    }
    /// The symbol library `Image(systemName:)` resolves through.
    package var symbols: SymbolLibrary {
        get { self[EnvironmentKeys.SymbolsKey.self] }
        set { self[EnvironmentKeys.SymbolsKey.self] = newValue }
    }
    package var textFieldStyleKind: TextFieldStyleKind {
        get { self[EnvironmentKeys.TextFieldStyleKey.self] }
        set { self[EnvironmentKeys.TextFieldStyleKey.self] = newValue }
    }
    package var buttonStyleKind: ButtonStyleKind {
        get { self[EnvironmentKeys.ButtonStyleKey.self] }
        set { self[EnvironmentKeys.ButtonStyleKey.self] = newValue }
    }
    package var labelStyleKind: LabelStyleKind {
        get { self[EnvironmentKeys.LabelStyleKey.self] }
        set { self[EnvironmentKeys.LabelStyleKey.self] = newValue }
    }
    package var fontWeight: Font.Weight? {
        get { self[EnvironmentKeys.FontWeightKey.self] }
        set { self[EnvironmentKeys.FontWeightKey.self] = newValue }
    }
    package var italic: Bool {
        get { self[EnvironmentKeys.ItalicKey.self] }
        set { self[EnvironmentKeys.ItalicKey.self] = newValue }
    }
    package var contentLowerer: ContentLowerer? {
        get { self[EnvironmentKeys.ContentLowererKey.self] }
        set { self[EnvironmentKeys.ContentLowererKey.self] = newValue }
    }
}
