import Foundation
import VellumLayout
import VellumViews

extension ChartContent {
    /// Places a view next to each mark.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", d.name), y: .value("Steps", d.steps))
    ///     .annotation(position: .top) { Text("\(d.steps)").font(.caption) }
    /// ```
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let note = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(note) }
    }

    /// Places a view next to each mark, made from the mark's context.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        let note = ChartAnnotation(position: position, alignment: alignment, spacing: spacing,
                                   content: AnyView(content(AnnotationContext(targetSize: .zero))))
        return modified { $0.annotations.append(note) }
    }
}
