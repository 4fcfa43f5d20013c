// An app file as a SwiftUI project has it, unchanged but for `import Vellum`
// (and no `@main`, which a test target cannot have): AppAndPlatformTests
// compiles it and renders it.
import Vellum

final class GroceryList: ObservableObject {
    @Published var items: [String] = ["Apples", "Bread", "Coffee"]
    @Published var title = "Groceries"
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}

struct DemoApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @StateObject private var groceries = GroceryList()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(groceries)
        }
        .onChange(of: scenePhase) { newPhase in
            if newPhase == .background { print("Saving") }
        }
        .commands {
            SidebarCommands()
            CommandGroup(replacing: .newItem) {
                Button("New List") {}
                    .keyboardShortcut("n", modifiers: [.command, .shift])
            }
        }
        .defaultSize(width: 400, height: 700)
        .windowResizability(.contentSize)

        Settings {
            Text("Settings")
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var groceries: GroceryList

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                Text(groceries.title)
                    .font(.largeTitle.bold())
                ForEach(groceries.items, id: \.self) { item in
                    HStack {
                        Image(systemName: "cart")
                            .foregroundColor(Color(uiColor: .systemBlue))
                        Text(item)
                            .foregroundColor(Color(.label))
                        Spacer()
                    }
                    .padding()
                    .frame(width: UIScreen.main.bounds.width - 32)
                    .background(Color(.secondarySystemGroupedBackground))
                    .cornerRadius(10)
                }
                Spacer()
                Button("Open Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString) {
                        UIApplication.shared.open(url)
                    }
                }
            }
            .padding(.top)
        }
    }
}
