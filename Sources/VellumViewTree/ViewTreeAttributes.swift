import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// The words a view-tree line gives a layout node's kind and drawing:
/// `insets=16`, `width=40`, `opacity 0.5`, `"Log in" font=17/semibold fg=#FFFFFF`.
enum ViewTreeAttributes {
    /// What a node's kind adds: a modifier's values.
    static func of(_ kind: LayoutNode.Kind) -> [String] {
        switch kind {
        case .padding(let insets):
            return ["insets=" + Self.insets(insets)]
        case .frame(let width, let height, _):
            return [width.map { "width=" + number($0) }, height.map { "height=" + number($0) }].compactMap { $0 }
        case .flexFrame(let flex):
            return [("minWidth", flex.minWidth), ("idealWidth", flex.idealWidth), ("maxWidth", flex.maxWidth),
                    ("minHeight", flex.minHeight), ("idealHeight", flex.idealHeight), ("maxHeight", flex.maxHeight)]
                .compactMap { name, value in value.map { "\(name)=" + number($0) } }
        case .fixedSize(let horizontal, let vertical):
            return ["horizontal=\(horizontal)", "vertical=\(vertical)"]
        case .aspectRatio(let ratio, let mode):
            return [ratio.map { "ratio=" + number($0) }, "mode=\(mode == .fit ? "fit" : "fill")"].compactMap { $0 }
        case .offset(let size):
            return ["by=(\(number(size.width)), \(number(size.height)))"]
        case .position(let point):
            return ["at=(\(number(point.x)), \(number(point.y)))"]
        case .effect(let effect):
            return Self.of(effect)
        default:
            return []
        }
    }

    /// What an effect adds.
    static func of(_ effect: Effect) -> [String] {
        switch effect {
        case .opacity(let value): return [number(value)]
        case .blendMode(let mode): return ["\(mode)"]
        case .clip(let shape, _): return [shape.name]
        case .shadow(let color, let radius, let x, let y):
            return ["color=" + colour(color), "radius=" + number(radius), "x=" + number(x), "y=" + number(y)]
        case .offset(let size): return ["by=(\(number(size.width)), \(number(size.height)))"]
        case .rotation(let angle, _): return [number(angle.degrees) + "°"]
        case .scale(let size, _): return ["x=" + number(size.width), "y=" + number(size.height)]
        case .label(let label): return [quoted(label)]
        case .accessibility(let a):
            if a.hidden { return ["hidden"] }
            var words = a.label.map { [quoted($0)] } ?? []
            if let value = a.value { words.append("value=" + quoted(value)) }
            let traits = a.traits.nameList
            if !traits.isEmpty { words.append("traits=" + traits.joined(separator: ",")) }
            return words
        default: return []
        }
    }

    /// What a drawing adds: the shape's paint, the text and its font, the image's size.
    static func of(_ drawing: Drawing) -> [String] {
        switch drawing {
        case .fill(_, let paint, _):
            return ["fill=" + Self.paint(paint)]
        case .stroke(_, let paint, let style, _):
            return ["stroke=" + Self.paint(paint), "lineWidth=" + number(style.lineWidth)]
        case .text(let text, _, let paint):
            var words = [quoted(text.string)]
            if let run = text.runs.first {
                words.append("font=" + font(run.font))
                words.append("fg=" + Self.paint(run.paint ?? paint))
            }
            return words
        case .image(let image, _, let template):
            return [quoted(image.name), "size=(\(number(image.size.width)), \(number(image.size.height)))"]
                + (template.map { ["fg=" + Self.paint($0)] } ?? [])
        case .layers(let layers, _):
            return ["layers=\(layers.count)"] + (layers.first.map { ["fg=" + paint($0.paint)] } ?? [])
        }
    }

    /// `17/semibold`, `34/bold italic`, `13/regular rounded`.
    static func font(_ font: ResolvedFont) -> String {
        let weights = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
                       600: "semibold", 700: "bold", 800: "heavy", 900: "black"]
        var words = [number(font.size) + "/" + (weights[font.weight] ?? "\(font.weight)")]
        if font.italic { words.append("italic") }
        switch font.design {
        case .default: break
        default: words.append("\(font.design)")
        }
        if let family = font.family { words.append(quoted(family)) }
        return words.joined(separator: " ")
    }

    /// A colour as `#RRGGBB` (with `@alpha` when not opaque, the paint's
    /// opacity included); a gradient or image by its kind, `@opacity` after it.
    static func paint(_ paint: Paint) -> String {
        var word: String
        switch paint.kind {
        case .color(let c): return colour(c.multiplyingAlpha(paint.opacity))
        case .linearGradient: word = "linearGradient"
        case .radialGradient: word = "radialGradient"
        case .ellipticalGradient: word = "ellipticalGradient"
        case .angularGradient: word = "angularGradient"
        case .image: word = "image"
        }
        if paint.opacity < 1 { word += "@" + number(paint.opacity) }
        return word
    }

    /// `#RRGGBB`, with `@alpha` when not opaque.
    static func colour(_ c: RGBAColor) -> String {
        c.alpha < 1 ? c.hexRGB + "@" + number(c.alpha) : c.hexRGB
    }

    /// `16` when all four are equal, else `(top, leading, bottom, trailing)`.
    static func insets(_ e: EdgeInsets) -> String {
        if e.top == e.leading && e.top == e.bottom && e.top == e.trailing { return number(e.top) }
        return "(\(number(e.top)), \(number(e.leading)), \(number(e.bottom)), \(number(e.trailing)))"
    }

    /// `(x, y, width, height)`.
    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    /// The debug dump's number format: up to three decimals, zeros trimmed;
    /// `infinity` for `.infinity` (a `maxWidth: .infinity` frame).
    static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-infinity" : "infinity") }
        return LayoutResult.format(v)
    }

    /// The debug dump's number format for a `Double`.
    static func number(_ v: Double) -> String { number(CGFloat(v)) }

    /// `text` in double quotes, with quotes, backslashes and line breaks escaped, on one line.
    static func quoted(_ text: String) -> String { LayoutResult.quoted(text) }
}
