import Foundation
import Testing
@testable import Vellum

/// Animation, transition and change-handler spellings from public SwiftUI files:
/// they compile, and the picture is the resting state.
@Suite @MainActor struct AnimationVocabularyTests {
    struct Pulse: View {
        @State var on = false
        @State var count = 0
        var body: some View {
            Circle().fill(.blue).frame(width: 40, height: 40)
                .scaleEffect(on ? 1.2 : 1)
                .animation(.snappy.delay(0.1).speed(2), value: on)
                .animation(.bouncy(duration: 0.4, extraBounce: 0.1).repeatForever(autoreverses: true), value: count)
                .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: on)
                .animation(.interactiveSpring(), value: on)
                .animation(.spring(duration: 0.3, bounce: 0.2), value: on)
                .animation(.spring(), value: on)
                .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).repeatCount(3), value: on)
                .transition(.asymmetric(insertion: .push(from: .bottom), removal: .opacity.combined(with: .scale(scale: 0.5))))
                .onChange(of: on) { newValue in _ = newValue }
                .onChange(of: count) { }
                .onChange(of: count, initial: true) { old, new in _ = old + new }
                .onOpenURL { _ in }
                .onLongPressGesture { on.toggle() }
                ._onButtonGesture { pressing in on = pressing } perform: { count += 1 }
        }
    }

    @Test func theRestingStateIsDrawn() throws {
        let size = CGSize(width: 80, height: 80)
        let plain = Circle().fill(.blue).frame(width: 40, height: 40).scaleEffect(1)
        #expect(try SVGRenderer(content: Pulse(), size: size).svg() == SVGRenderer(content: plain, size: size).svg())
    }
}
