import Foundation

extension Text {
    /// Text showing an attributed string, each run drawn with its SwiftUI
    /// attributes: `font`, `foregroundColor`, `backgroundColor`,
    /// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
    /// `baselineOffset`, and Foundation's `link` (drawn in the tint colour).
    ///
    /// ```swift
    /// var s = AttributedString("Hello, world")
    /// s.font = .title
    /// if let r = s.range(of: "world") { s[r].foregroundColor = .red }
    /// Text(s)
    /// ```
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let s = attributedContent
        var out: [Segment] = []
        for run in s.runs {
            var seg = Segment(string: String(s[run.range].characters))
            seg.font = run.font
            seg.color = run.foregroundColor
            seg.background = run.backgroundColor
            if let u = run.underlineStyle { seg.underline = true; seg.underlineColor = u.color }
            if let t = run.strikethroughStyle { seg.strikethrough = true; seg.strikethroughColor = t.color }
            seg.tracking = (run.kern ?? 0) + (run.tracking ?? 0)
            seg.baselineOffset = run.baselineOffset
            seg.isLink = run.link != nil && run.foregroundColor == nil
            if let inline = run[InlineStyleAttribute.self] {
                seg.bold = inline.bold; seg.italic = inline.italic; seg.monospaced = inline.code
                seg.strikethrough = seg.strikethrough || inline.strikethrough
            }
            out.append(seg)
        }
        segments = out.isEmpty ? [Segment(string: "")] : out
    }
}
