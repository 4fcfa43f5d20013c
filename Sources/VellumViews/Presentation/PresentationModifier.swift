/// Reports its presentation when its binding says presented, then lowers
/// the view it modifies: `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog` all lower through it.
struct PresentationModifier: PrimitiveModifier {
    /// Whether the binding says presented (read once, when the modifier is made).
    let isPresented: Bool
    /// Builds the presentation in the presenter's context; called only when presented.
    let present: (LoweringContext) throws -> Presentation

    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        // The modified view first: what is written before this modifier presents first.
        var nodes = try context.lower(view)
        if isPresented, let report = context.environment.presentationReport, !report.isTaken {
            let presentation = try present(context)
            // A popover points at its presenter: name it for the renderer.
            if report.offer(presentation), presentation.style == .popover, nodes.count == 1 {
                nodes[0].name = PresentationReport.anchorName
            }
        }
        return nodes
    }
}

/// Reports a sheet setting (`presentationDetents`, …) to the enclosing presentation.
struct PresentationOptionModifier: PrimitiveModifier {
    let change: (inout PresentationOptions, LoweringContext) throws -> Void
    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        if let report = context.environment.presentationOptionsReport {
            var options = report.options
            try change(&options, context)
            report.update { $0 = options }
        }
        return try context.lower(view)
    }
}
