import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

// Apps the tests render.

private struct Card: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Welcome").font(.title)
            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(height: 80)
        }
        .padding()
    }
}

private struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup { Card() }
        WindowGroup("Inspector", id: "inspector") { Text("Second window") }
    }
}

private final class Account: ObservableObject {
    @Published var name = "Ada Lovelace"
}

private struct AccountBadge: View {
    @EnvironmentObject var account: Account
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text(account.name)
            .padding()
            .background(colorScheme == .dark ? Color.orange : Color.green)
    }
}

private struct EnvironmentApp: App {
    let account: Account
    init() { account = Account() }
    init(account: Account) { self.account = account }
    var body: some Scene {
        WindowGroup { AccountBadge() }
            .environmentObject(account)
            .environment(\.colorScheme, .dark)
    }
}

/// The `.environment` nearest the window (dark) wins, as on a view.
private struct NestedEnvironmentApp: App {
    var body: some Scene {
        WindowGroup { AccountBadge() }
            .environment(\.colorScheme, .dark)
            .environment(\.colorScheme, .light)
            .environmentObject(Account())
    }
}

/// A scene of its own, reading the environment its modifiers set.
private struct SchemeScene: Scene {
    @Environment(\.colorScheme) private var colorScheme
    var body: some Scene {
        WindowGroup { Text(colorScheme == .dark ? "Scene sees dark" : "Scene sees light") }
    }
}

private struct CustomSceneApp: App {
    var body: some Scene {
        SchemeScene().environment(\.colorScheme, .dark)
    }
}

private struct ConditionalApp: App {
    var compact = true
    var body: some Scene {
        if compact {
            WindowGroup { Text("Compact") }
        } else {
            WindowGroup { Text("Regular") }
        }
    }
}

private struct OptionalFirstApp: App {
    var showsOnboarding = false
    var body: some Scene {
        if showsOnboarding {
            WindowGroup { Text("Onboarding") }
        }
        Window("Main", id: "main") { Text("Main window") }
    }
}

private struct MenuOnlyApp: App {
    var body: some Scene {
        Settings { Text("Preferences") }
        MenuBarExtra("Timer", systemImage: "timer") { Text("25:00") }
            .menuBarExtraStyle(.window)
    }
}

private struct Item: Codable, Hashable { var id = 1 }

private struct PresentingApp: App {
    var body: some Scene {
        WindowGroup(for: Item.self) { $item in
            Text(item == nil ? "No item" : "Item \(item!.id)")
        }
    }
}

private struct PhaseProbe: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View { Text("Phase \(scenePhase)") }
}

private struct PhaseApp: App {
    var phase: ScenePhase? = nil
    var body: some Scene {
        if let phase {
            WindowGroup { PhaseProbe() }.environment(\.scenePhase, phase)
        } else {
            WindowGroup { PhaseProbe() }
        }
    }
}

private struct MissingObjectApp: App {
    var body: some Scene {
        WindowGroup { AccountBadge() }
    }
}

@Suite("App: rendering an app's first window")
@MainActor struct AppRenderingTests {
    @Test("An app with two windows draws its first window's content, byte for byte")
    func firstWindow() throws {
        let app = try SVGRenderer(app: TwoWindowApp(), device: .iPhone15Pro).svg()
        let direct = try SVGRenderer(content: Card(), device: .iPhone15Pro).svg()
        #expect(app == direct)
        #expect(!app.contains("Second window"), "the text appears nowhere")

        var darkApp = SVGRenderer(app: TwoWindowApp(), device: .iPhoneSE)
        darkApp.colorScheme = .dark
        var darkDirect = SVGRenderer(content: Card(), device: .iPhoneSE)
        darkDirect.colorScheme = .dark
        #expect(try darkApp.svg() == darkDirect.svg())
    }

    @Test("Scene modifiers' environment reaches the window's views")
    func sceneEnvironment() throws {
        let account = Account()
        account.name = "Grace Hopper"
        let app = try SVGRenderer(app: EnvironmentApp(account: account), device: .iPhone15Pro).svg()
        let direct = try SVGRenderer(content: AccountBadge().environmentObject(account).environment(\.colorScheme, .dark), device: .iPhone15Pro).svg()
        #expect(app == direct)
        let drawn = try SVGQuery(app)
        #expect(drawn.labels.contains("Grace Hopper"))
        #expect(drawn.fills.contains("#FF9F0A"), "orange in dark: the scene's colorScheme reached the view")

        let nested = try SVGRenderer(app: NestedEnvironmentApp(), device: .iPhone15Pro).svg()
        let nestedDirect = try SVGRenderer(content: AccountBadge().environment(\.colorScheme, .dark).environment(\.colorScheme, .light).environmentObject(Account()),
                                           device: .iPhone15Pro).svg()
        #expect(nested == nestedDirect)
        let nestedFills = try SVGQuery(nested).fills
        #expect(nestedFills.contains("#FF9F0A") && !nested.contains("#34C759"), "orange: the modifier nearest the window (dark) wins")
    }

    @Test("A scene's own body sees the environment its modifiers set")
    func customScene() throws {
        let svg = try SVGRenderer(app: CustomSceneApp(), device: .iPhone15Pro).svg()
        #expect(try SVGQuery(svg).labels.contains("Scene sees dark"))
    }

    @Test("if/else and if in a scene builder choose the scenes drawn")
    func conditionalScenes() throws {
        #expect(try labels(ConditionalApp()).contains("Compact"))
        #expect(try labels(ConditionalApp(compact: false)).contains("Regular"))
        let main = try SVGRenderer(app: OptionalFirstApp(), device: .iPhone15Pro).svg()
        #expect(try SVGQuery(main).labels.contains("Main window") && !main.contains("Onboarding"))
        #expect(try labels(OptionalFirstApp(showsOnboarding: true)).contains("Onboarding"))
    }

    @Test("The scene phase is active unless a scene modifier sets it")
    func scenePhase() throws {
        #expect(try labels(PhaseApp()).contains("Phase active"))
        #expect(try labels(PhaseApp(phase: .inactive)).contains("Phase inactive"))
    }

    @Test("A value-presenting window group is drawn with no value")
    func presentedWindow() throws {
        #expect(try labels(PresentingApp()).contains("No item"))
    }

    @Test("An app with no window is an error naming the app and its scenes")
    func noWindow() throws {
        let error = #expect(throws: VellumError.self) { try SVGRenderer(app: MenuOnlyApp(), device: .iPhone15Pro).svg() }
        #expect(error?.code == .invalidArgument)
        #expect(error?.subject == "MenuOnlyApp")
        #expect(error?.message.contains("The app MenuOnlyApp has no window to draw: its body declares only Settings and MenuBarExtra") == true,
                "\(error?.message ?? "")")
    }

    @Test("A view's missing environment object names the app and window in its path")
    func errorPath() throws {
        let error = #expect(throws: VellumError.self) { try SVGRenderer(app: MissingObjectApp(), device: .iPhone15Pro).svg() }
        #expect(error?.message.contains("MissingObjectApp/WindowGroup/AccountBadge reads an @EnvironmentObject of type Account") == true,
                "\(error?.message ?? "")")
    }

    @Test("A typical app file renders: its first window, its scene phase, UIKit colours and the screen width")
    func demoApp() throws {
        let light = try SVGQuery(SVGRenderer(app: DemoApp(), device: .iPhone15Pro).svg())
        #expect(light.labels.contains("Groceries") && light.labels.contains("Coffee"))
        #expect(light.fills.contains("#F2F2F7"), "systemGroupedBackground, light")
        #expect(light.values(of: "width").contains("361"), "rows are UIScreen.main.bounds.width - 32 wide")
        var dark = SVGRenderer(app: DemoApp(), device: .iPhone15Pro)
        dark.colorScheme = .dark
        let svg = try SVGQuery(dark.svg())
        #expect(svg.fills.contains("#1C1C1E"), "secondarySystemGroupedBackground, dark")
        #expect(!svg.fills.contains("#F2F2F7"))
    }

    /// The `aria-label`s of the SVG of `app`'s first window on an iPhone 15 Pro: the text it draws.
    private func labels(_ app: some App) throws -> [String] {
        try SVGQuery(SVGRenderer(app: app, device: .iPhone15Pro).svg()).labels
    }

    @Test("main() says how to render the app, and returns")
    func main() {
        DemoApp.main()
        #expect(DemoApp.launchMessage.contains("SVGRenderer(app: DemoApp(), device: .iPhone15Pro)"))
        #expect(DemoApp.launchMessage.contains("vellum previews"))
    }
}
