import VellumLayout

/// Pushes a style on its family's stack in the environment
/// (`EnvironmentValues[styles:]`): the innermost style draws a control, and
/// a control of the same family inside that style's body is drawn by the
/// style outside it, as in SwiftUI.
///
/// ```swift
/// modifier(StyleStackModifier(style: StyleBox<ToggleStyleConfiguration>(style)))
/// ```
struct StyleStackModifier<Configuration>: PrimitiveModifier {
    let style: StyleBox<Configuration>
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0[styles: Configuration.self].append(style) }.lower(content)
    }
}
