/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Welcome").font(.title)
/// Text("Bold").bold() + Text(" and plain")
/// Text(verbatim: "No <markup> here")
/// ```
public struct Text: PrimitiveView, Equatable, Sendable {
    /// Where text is cut when it doesn't fit.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// One run of text with its own modifiers.
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var bold = false
        var monospaced = false
        var color: Color?
        var tracking: CGFloat = 0
        var underline = false
        var strikethrough = false
    }

    var segments: [Segment]

    /// Text from a localized string key (shown as written).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = [Segment(string: key.text)]
    }
    /// Text from a string, shown verbatim.
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text shown exactly as given.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// The text of an attributed string, shown verbatim (attributes are not read).
    public init(_ attributedContent: AttributedString) { segments = [Segment(string: String(attributedContent.characters))] }

    /// The characters, without styling.
    package var plainText: String { segments.map(\.string).joined() }

    /// Concatenates two texts, keeping each one's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs; t.segments += rhs.segments; return t
    }

    private func map(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        return t
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { map { if $0.font == nil { $0.font = font } } }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { if $0.weight == nil { $0.weight = weight } } }
    /// The text in bold.
    public func bold() -> Text { map { $0.bold = true } }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { map { $0.italic = true } }
    /// The text in italics, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { map { $0.monospaced = isActive } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { map { if $0.color == nil { $0.color = color } } }
    /// Extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text { map { $0.tracking = tracking } }
    /// Extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text { map { $0.tracking = kerning } }
    /// Underlined text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    /// Struck-through text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.strikethrough = isActive } }
    /// Shifts the baseline (accepted; drawn on the line's baseline).
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let styled = try styledText(in: env)
        let paint = try ForegroundResolution.paint(in: env, level: 0)
        let options = TextOptions.from(env)
        return [LayoutNode(.leaf(.text(styled, options)), drawing: .text(styled, options, paint), name: "Text")]
    }

    /// The runs with fonts and colours resolved.
    package func styledText(in env: EnvironmentValues) throws -> StyledText {
        StyledText(runs: try segments.map { s in
            var font = s.font ?? env.font ?? .body
            if s.bold { font = font.bold() }
            if s.monospaced { font = font.monospaced() }
            let resolved = font.resolved(weight: s.weight ?? env.fontWeight, italic: s.italic || env.italic)
            return StyledText.Run(string: s.string, font: resolved, paint: try s.color.map { .color(try $0.resolved(in: env)) },
                                  tracking: s.tracking, underline: s.underline, strikethrough: s.strikethrough)
        })
    }
}

extension TextOptions {
    /// The text options an environment sets.
    package static func from(_ env: EnvironmentValues) -> TextOptions {
        let truncation: TextOptions.Truncation
        switch env.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        return TextOptions(lineLimit: env.lineLimit, truncation: truncation, alignment: env.multilineTextAlignment,
                           lineSpacing: env.lineSpacing, displayScale: env.displayScale)
    }
}
