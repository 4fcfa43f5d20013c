import Combine
import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Observable objects in the environment and in state")
@MainActor struct ObservableObjectTests {
    @Test("Environment objects reach the views below; a missing one is a named error")
    func environmentObject() throws {
        final class Profile: ObservableObject { @Published var name = "Ada" }
        struct Reader: View {
            @EnvironmentObject var profile: Profile
            var body: some View { Text(profile.name) }
        }
        guard case .text(let t, _, _)? = firstDrawing(try lower(Reader().environmentObject(Profile()))) else {
            Issue.record("no text"); return
        }
        #expect(t.string == "Ada")
        let error = #expect(throws: VellumError.self) { try lower(Reader()) }
        #expect(error?.message.contains("Profile") == true)
    }

    @Test("@StateObject and @ObservedObject give bindings to properties")
    func stateObject() {
        final class Model: ObservableObject { @Published var count = 1 }
        struct Holder { @StateObject var model = Model() }
        let h = Holder()
        h.$model.count.wrappedValue = 5
        #expect(h.model.count == 5)
    }
}
