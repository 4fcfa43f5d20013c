import Combine
import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// SwiftUI code that uses Combine (`import Combine`, `onReceive`, view
/// models with `@Published` and subscriptions) compiles and draws its state.
@Suite("onReceive and Combine view models")
@MainActor struct OnReceiveTests {
    final class Countdown: ObservableObject {
        @Published var remaining = 10
        @Published var label = ""
        private var bag = Set<AnyCancellable>()
        init() {
            $remaining.map { "\($0) s left" }.assign(to: &$label)
            Just(3).sink { [weak self] in self?.remaining = $0 }.store(in: &bag)
        }
    }

    struct Clock: View {
        @StateObject private var model = Countdown()
        @State private var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            VStack {
                Text(model.label)
                Text("Ticks: \(ticks)")
            }
            .onReceive(timer) { _ in ticks += 1 }
            .onReceive(model.$remaining) { _ in }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("refresh"))) { _ in ticks = -1 }
        }
    }

    @Test("The view shows the model's state after its own subscriptions ran, and no timer tick")
    func restingState() throws {
        let texts = try PaintedView(Clock(), size: CGSize(width: 200, height: 80)).labels
        #expect(texts.contains("3 s left"))
        #expect(texts.contains("Ticks: 0"))
    }
}
