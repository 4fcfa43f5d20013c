import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `UIPageControl.appearance()`: the colours onboarding code sets in a view's
/// `init` colour the dots of the paged tab views drawn after it.
@Suite("UIPageControl appearance")
@MainActor struct UIPageControlTests {
    /// An onboarding screen as such code writes it: the appearance set in `init`.
    struct Onboarding: View {
        init() {
            UIPageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
            UIPageControl.appearance().pageIndicatorTintColor = UIColor.systemIndigo.withAlphaComponent(0.3)
        }
        var body: some View {
            TabView { Text("One"); Text("Two"); Text("Three") }.tabViewStyle(.page)
        }
    }

    let indigo = RGBAColor(88, 86, 214)

    @Test("The proxy's colours colour the current dot and the others")
    func colours() throws {
        try UIPageControl.$appearanceStore.withValue(Locked(UIPageControl.Appearance())) {
            let s = try LaidOutScreen(Onboarding())
            #expect(s.fills(indigo).count == 1)
            #expect(s.fills(RGBAColor(88, 86, 214, 0.3)).count == 2)
            #expect(s.fills(RGBAColor(255, 255, 255)).isEmpty && s.fills(RGBAColor(255, 255, 255, 0.35)).isEmpty)
        }
    }

    @Test("Without colours set, the dots keep the system's; a page control of one's own changes nothing")
    func defaults() throws {
        try UIPageControl.$appearanceStore.withValue(Locked(UIPageControl.Appearance())) {
            let own = UIPageControl()
            own.currentPageIndicatorTintColor = .red
            #expect(own.currentPageIndicatorTintColor == .red)
            let s = try LaidOutScreen(TabView { Text("One"); Text("Two") }.tabViewStyle(.page))
            #expect(s.fills(RGBAColor(255, 255, 255)).count == 1 && s.fills(RGBAColor(255, 255, 255, 0.35)).count == 1)
            #expect(UIPageControl.currentAppearance == UIPageControl.Appearance())
        }
    }
}
