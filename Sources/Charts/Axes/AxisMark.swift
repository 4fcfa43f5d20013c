import Foundation
import VellumViews

/// A building block of axis marks: `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
public protocol AxisMark {}

/// An axis mark Charts reads directly.
package protocol AxisMarkPrimitive: AxisMark {
    func collect(into elements: inout [AxisElement])
}

package func collectAxisElements(_ mark: any AxisMark) -> [AxisElement] {
    var out: [AxisElement] = []
    (mark as? any AxisMarkPrimitive)?.collect(into: &out)
    return out
}

/// Axis marks with a modifier applied to each element.
public struct ModifiedAxisMark<Content: AxisMark>: AxisMarkPrimitive {
    let content: Content
    let modify: (inout AxisElement) -> Void
    package func collect(into elements: inout [AxisElement]) {
        var inner = collectAxisElements(content)
        for i in inner.indices { modify(&inner[i]) }
        elements += inner
    }
}

extension AxisMark {
    /// Draws the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return ModifiedAxisMark(content: self) { element in
            switch element {
            case .grid(var s): if s.style == nil { s.style = erased }; element = .grid(s)
            case .tick(var s): if s.style == nil { s.style = erased }; element = .tick(s)
            case .label(var s): if s.style == nil { s.style = erased }; element = .label(s)
            }
        }
    }

    /// Sets the font of labels.
    public func font(_ font: Font?) -> some AxisMark {
        ModifiedAxisMark(content: self) { element in
            if case .label(var s) = element, s.font == nil { s.font = font; element = .label(s) }
        }
    }

    /// Offsets are accepted for source compatibility and not drawn.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { ModifiedAxisMark(content: self) { _ in } }
    /// Offsets are accepted for source compatibility and not drawn.
    public func offset(_ size: CGSize) -> some AxisMark { ModifiedAxisMark(content: self) { _ in } }
}
