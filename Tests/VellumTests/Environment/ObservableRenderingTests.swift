import Testing
import Vellum
import VellumTestSupport

// Only `import Vellum`: `@Observable` comes with it, as with `import SwiftUI`.
@Observable private final class Store {
    var greeting = "Hello from the store"
}

private struct Greeting: View {
    @Environment(Store.self) private var store
    var body: some View { Text(store.greeting) }
}

private struct StoreApp: App {
    var body: some Scene {
        WindowGroup { Greeting() }
            .environment(Store())
    }
}

@Suite @MainActor struct ObservableRenderingTests {
    @Test func aViewReadsAnObservableObjectSetAboveIt() throws {
        let svg = try SVGRenderer(content: Greeting().environment(Store()), size: CGSize(width: 300, height: 100)).svg()
        #expect(try SVGQuery(svg).labels.contains("Hello from the store"))
    }

    @Test func aSceneSuppliesAnObservableObjectToItsWindows() throws {
        #expect(try SVGQuery(SVGRenderer(app: StoreApp(), device: .iPhone15Pro).svg()).labels.contains("Hello from the store"))
    }

    @Test func aMissingObjectIsAThrownErrorNamingTheViewAndType() throws {
        let error = #expect(throws: VellumError.self) { try SVGRenderer(content: VStack { Greeting() }, size: CGSize(width: 300, height: 100)).svg() }
        #expect(error?.message.contains("VStack/Greeting reads @Environment(Store.self), but no ancestor supplies a Store") == true, "\(error?.message ?? "")")
    }
}
