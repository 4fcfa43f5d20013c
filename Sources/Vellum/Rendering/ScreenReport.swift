import VellumScreen
import VellumViews

/// What a view tree's views reported while it was lowered for the screen:
/// what they ask of the screen stage, and how their graph settled.
struct ScreenReport {
    /// What the views ask of the screen: colour scheme, presentation,
    /// keyboard and layout direction (`ScreenStage` draws them).
    var screen: ScreenRequest
    /// How the view graph settled before the picture was drawn.
    var settle = SettleReport()
    /// What the last pass's views reported without stopping the render.
    var diagnostics = RenderDiagnostics()
}
