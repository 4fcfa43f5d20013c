import Foundation
import VellumLayout

/// Draws a button in a glass style: the label padded as a bordered button of
/// the control size (❓ no iOS 26 render shows a content glass button; the
/// bar buttons measured are 44 pt tall capsules with 18 pt side padding), on
/// glass in a capsule or the `buttonBorderShape`. Glass draws the label in
/// the primary colour; prominent glass fills the shape with the tint (red for
/// a destructive role) and draws the label in white. Disabled, both are grey
/// with a tertiary label, as the bordered styles are. A foreground style set
/// in user code colours the label instead.
struct GlassButtonBody: PrimitiveView {
    let glass: Glass
    let isProminent: Bool
    let configuration: PrimitiveButtonStyleConfiguration

    /// How much wider a glass capsule's side padding is than a bordered button's (❓).
    static let extraHorizontalPadding: CGFloat = 4

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let m = ControlMetrics.bordered(env.controlSize)
        var tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        if configuration.role == .destructive { tint = AnyShapeStyle(Color.red) }
        let explicit = env.foregroundStyleIsExplicit && !env.foregroundStyles.isEmpty
        var text: AnyShapeStyle? = explicit ? nil : isProminent ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color.primary)
        var fill: AnyShapeStyle? = isProminent ? tint : nil
        if !env.isEnabled {
            fill = isProminent ? AnyShapeStyle(Color(uiColor: .secondarySystemFill)) : nil
            text = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        }
        let sized: AnyView = (m.font != nil && env.font == nil) ? AnyView(configuration.label.font(m.font)) : AnyView(configuration.label)
        let styled = text.map { AnyView(sized.containerForegroundStyle($0)) } ?? sized
        // `buttonSizing(.flexible)`: as wide as offered, the label centred.
        let label = env.buttonSizing.isFlexible ? AnyView(styled.frame(maxWidth: .infinity)) : styled
        let horizontal = m.horizontal + Self.extraHorizontalPadding
        switch env.buttonBorderShape.kind {
        case .circle:
            return try context.lower(label.padding(m.vertical + 2).background(GlassSurface(glass: glass, shape: Circle(), opaqueFill: fill)))
        case .roundedRectangle(let r):
            let shape = RoundedRectangle(cornerRadius: r ?? m.cornerRadius)
            return try context.lower(label.padding(.horizontal, horizontal).padding(.vertical, m.vertical)
                .background(GlassSurface(glass: glass, shape: shape, opaqueFill: fill)))
        case .automatic, .capsule:
            return try context.lower(label.padding(.horizontal, horizontal).padding(.vertical, m.vertical)
                .background(GlassSurface(glass: glass, shape: Capsule(), opaqueFill: fill)))
        }
    }
}
