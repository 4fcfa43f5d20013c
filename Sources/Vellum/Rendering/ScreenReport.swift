import VellumRender

/// What a view tree's views reported while it was lowered for the screen.
struct ScreenReport {
    /// The colour scheme it was lowered in: the renderer's, or the one the view prefers.
    let colorScheme: ColorScheme
    /// The presentation to draw over the screen, if any.
    var presentation: Presentation?
    /// The keyboard the field being edited asks for (the standard keyboard when none asked).
    let keyboard: KeyboardRequest
    /// The direction the screen as a whole is laid out in (the status bar follows it).
    var layoutDirection: LayoutDirection = .leftToRight
    /// How the view graph settled before the picture was drawn.
    var settle = SettleReport()
    /// What the last pass's views reported without stopping the render.
    var diagnostics = RenderDiagnostics()
}
