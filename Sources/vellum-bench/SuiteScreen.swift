import Vellum
import VellumExamples
import VellumViews

/// One screen a snapshot suite asserts: its name and a fresh renderer, made
/// per assertion as a test makes it (`SVGRenderer(content: Screen(), device: …)`).
struct SuiteScreen: Sendable {
    /// The screen's name, part of each reference's file name.
    var name: String
    /// Renders the screen to SVG with a renderer made for this call.
    var svg: @Sendable () throws -> String

    init<V: View & SendableMetatype>(_ name: String, device: Device = .iPhone15Pro, _ view: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.svg = { try SVGRenderer(content: MainActorCode.run(view), device: device).svg() }
    }

    /// The screens of a realistic suite, asserted in turn: a sign-in form, a
    /// List of rows in a NavigationStack, a settings Form and the gallery's
    /// Settings list, all on an iPhone 15 Pro.
    static let screens: [SuiteScreen] = [
        SuiteScreen("login-form") { LoginFormScreen() },
        SuiteScreen("list") { ListScreen(rows: 12) },
        SuiteScreen("settings-form") { SettingsFormScreen() },
        SuiteScreen("settings") { SettingsScreen() },
    ]

    /// The trivial screen whose assertion is all fixed cost: an empty view on the same device.
    static let trivial = SuiteScreen("empty") { EmptyView() }
}
