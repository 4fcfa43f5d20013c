import Foundation
import VellumCore
import VellumLayout

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
        var underlineColor: Color?
        var strikethroughColor: Color?
        /// A colour behind the run (an attributed string's `backgroundColor`).
        var background: Color?
        /// Points the run is raised above the baseline (nil: the environment's).
        var baselineOffset: CGFloat?
        var monospacedDigit = false
        var design: Font.Design?
        /// A Markdown link: drawn in the tint colour.
        var isLink = false
        /// A value shown in a format style: `string` is made again, in the
        /// environment's locale, when the text is drawn.
        var formatted: FormattedValue?
    }

    var segments: [Segment]
    /// The runs of `segments` that come from a localized key, translated when lowered.
    var localized: [LocalizedRun] = []

    /// Text from a localized string key: its translation in the environment's
    /// locale (the renderer's `localization`), else the key as written, with
    /// its inline Markdown (`**bold**`, `*italic*`, code in backticks, `~~strike~~`,
    /// links) styled.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = InlineMarkdown.segments(key.text)
        localized = [LocalizedRun(key: key, table: tableName, range: 0..<segments.count)]
    }
    /// Text from a string, shown verbatim (no Markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text shown exactly as given.
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    /// The characters, without styling.
    package var plainText: String { segments.map(\.string).joined() }

    /// Concatenates two texts, keeping each one's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        let shift = t.segments.count
        t.segments += rhs.segments
        t.localized += rhs.localized.map { var r = $0; r.range = (r.range.lowerBound + shift)..<(r.range.upperBound + shift); return r }
        return t
    }

    func map(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        for i in t.localized.indices { f(&t.localized[i].template) }
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
    /// Underlined text, in the text's colour unless `color` is given (every
    /// pattern is drawn solid).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        map { $0.underline = isActive; if $0.underlineColor == nil { $0.underlineColor = color } }
    }
    /// Struck-through text, in the text's colour unless `color` is given (every
    /// pattern is drawn solid).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        map { $0.strikethrough = isActive; if $0.strikethroughColor == nil { $0.strikethroughColor = color } }
    }
    /// The text with fixed-width digits.
    public func monospacedDigit() -> Text { map { $0.monospacedDigit = true } }
    /// The text in a font design (`.serif` and `.rounded` draw in the system design: the bundled fonts have neither).
    public func fontDesign(_ design: Font.Design?) -> Text { map { if $0.design == nil { $0.design = design } } }
    /// The text in a font width (accepted; the bundled fonts have one width).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// Text showing a value formatted by a format style, in the environment's
    /// locale (and, for dates, its time zone and calendar) when drawn.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)                          // "25%", "25 %" in French
    /// Text(price, format: .currency(code: "EUR"))
    /// Text(departure, format: .dateTime.day().month(.wide))
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(formatting: FormattedValue(input, style: format))]
    }

    /// How a date is shown.
    public enum DateStyle: Hashable, Sendable { case time, date, relative, offset, timer }

    /// Text showing a date in the environment's locale, time zone and
    /// calendar: `.time` as a short time ("9:41 AM", "09:41" in French),
    /// `.date` as a long date ("June 3, 2024", "3 juin 2024"). `.relative`,
    /// `.offset` and `.timer` count from now, which a picture does not have:
    /// they show the time of day, with seconds, on a 24-hour clock.
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        let format: Date.FormatStyle
        switch style {
        case .time: format = Date.FormatStyle(date: .omitted, time: .shortened)
        case .date: format = Date.FormatStyle(date: .long, time: .omitted)
        case .relative, .offset, .timer:
            let clock = Date.VerbatimFormatStyle(
                format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
                timeZone: EnvironmentKeys.TimeZoneKey.defaultValue, calendar: EnvironmentKeys.CalendarKey.defaultValue)
            segments = [Segment(formatting: FormattedValue(date, style: clock))]
            return
        }
        segments = [Segment(formatting: FormattedValue(date, style: format))]
    }

    /// Letter case transformations (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
        func apply(_ s: String) -> String { self == .uppercase ? s.uppercased() : s.lowercased() }
    }

    /// Raises the text above the line's baseline by `offset` points (negative lowers it).
    ///
    /// ```swift
    /// Text("E = mc") + Text("2").font(.caption).baselineOffset(8)
    /// ```
    public func baselineOffset(_ offset: CGFloat) -> Text { map { if $0.baselineOffset == nil { $0.baselineOffset = offset } } }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let styled = try styledText(in: env)
        let paint = try ForegroundResolution.paint(in: env, level: 0)
        var options = TextOptions.from(env)
        options.isPlaceholder = env.drawsPlaceholders
        var node = LayoutNode(.leaf(.text(styled, options)), drawing: .text(styled, options, paint), name: "Text")
        // In a list row, text sets where the row's separator starts: at its own leading edge (`ListRowSeparatorLayout`).
        if env.isListRowContent { node.guides = [Self.separatorLeading] }
        return [node]
    }

    /// The `listRowSeparatorLeading` guide a text in a list row sets.
    private static let separatorLeading = GuideOverride(guide: .horizontal(.listRowSeparatorLeading)) { _ in 0 }

    /// The runs with fonts and colours resolved.
    package func styledText(in env: EnvironmentValues) throws -> StyledText {
        StyledText(runs: try localizedSegments(in: env).map { s in
            var font = s.font ?? env.font ?? .body
            if s.bold { font = font.bold() }
            if s.monospaced || s.design == .monospaced { font = font.monospaced() }
            if s.monospacedDigit { font = font.monospacedDigit() }
            let resolved = font.resolved(weight: s.weight ?? env.fontWeight, italic: s.italic || env.italic, dynamicTypeSize: env.dynamicTypeSize)
            let paint: Paint? = s.isLink ? try TintShapeStyle().paint(in: env, level: 0) : try s.color.map { .color(try $0.resolved(in: env)) }
            return StyledText.Run(string: env.textCase.map { $0.apply(s.string) } ?? s.string, font: resolved, paint: paint,
                                  tracking: s.tracking != 0 ? s.tracking : env.textTracking,
                                  underline: s.underline || env.textUnderline != nil,
                                  strikethrough: s.strikethrough || env.textStrikethrough != nil,
                                  underlinePaint: try (s.underlineColor ?? env.textUnderline?.color).map { .color(try $0.resolved(in: env)) },
                                  strikethroughPaint: try (s.strikethroughColor ?? env.textStrikethrough?.color).map { .color(try $0.resolved(in: env)) },
                                  background: try s.background.map { .color(try $0.resolved(in: env)) },
                                  baselineOffset: s.baselineOffset ?? env.baselineOffset)
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
        // Lines are placed in the text's own, unmirrored frame: leading is the right edge right to left.
        var alignment = env.multilineTextAlignment
        if env.layoutDirection == .rightToLeft {
            switch alignment {
            case .leading: alignment = .trailing
            case .trailing: alignment = .leading
            case .center: break
            }
        }
        return TextOptions(lineLimit: env.lineLimit, truncation: truncation, alignment: alignment,
                           lineSpacing: env.lineSpacing, displayScale: env.displayScale,
                           minimumScaleFactor: env.minimumScaleFactor, allowsTightening: env.allowsTightening)
    }
}
