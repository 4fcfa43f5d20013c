import VellumLayout

/// Presents when its binding says presented (`PresentationKey`), then
/// lowers the view it modifies: `sheet`, `fullScreenCover`, `popover`,
/// `alert` and `confirmationDialog` all lower through it.
struct PresentationModifier: PrimitiveModifier {
    /// Whether the binding says presented (read once, when the modifier is made).
    let isPresented: Bool
    /// Builds the presentation in the presenter's context; called only when presented.
    let present: (LoweringContext) throws -> Presentation

    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        var nodes = try context.lower(view)
        guard isPresented, context.environment.presentsModally, !nodes.isEmpty else { return nodes }
        var presentation = try present(context)
        let identity = context.identity
        if presentation.style == .popover || (presentation.style == .confirmationDialog && presentation.environment.platformLook == .iOS26) {
            // A popover points at its presenter; so does iOS 26's confirmation dialog, drawn by it.
            presentation.presenter = identity
            nodes[0].marks.append(PopoverAnchorMark(identity: identity))
        }
        // What is written before this modifier presents first: the modified
        // view's own presentation, its descendants' included, wins.
        return try MarkModifier { [presentation] _ in
            .preference(.transform(PresentationKey.self) { current, _ in if current == nil { current = presentation } })
        }.markingFirst(nodes, context)
    }
}

/// Gives a sheet setting (`presentationDetents`, …) to the enclosing
/// sheet (`PresentationOptionsKey`): `change` is made on empty options,
/// and wins over the content's.
struct PresentationOptionModifier: PrimitiveModifier {
    let change: (inout PresentationOptions, LoweringContext) throws -> Void
    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(view)
        guard context.environment.isSheetContent else { return nodes }
        var mine = PresentationOptions()
        try change(&mine, context)
        return try MarkModifier { [mine] _ in
            .preference(.transform(PresentationOptionsKey.self) { current, _ in current = mine.merged(with: current) })
        }.markingFirst(nodes, context)
    }
}
