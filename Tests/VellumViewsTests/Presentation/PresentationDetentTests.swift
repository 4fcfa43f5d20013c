import Testing
import Foundation
import VellumViews

/// Detent heights, the drawn detent and the drag indicator's default.
@Suite("Presentation detents")
struct PresentationDetentTests {
    struct Bar: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
    }
    struct Scheme: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.colorScheme == .dark ? 300 : 200 }
    }

    let env = EnvironmentValues()

    @Test func heights() {
        #expect(PresentationDetent.large.height(maxDetentValue: 749, environment: env) == 749)
        #expect(PresentationDetent.medium.height(maxDetentValue: 749, environment: env) == 374.5)
        #expect(PresentationDetent.fraction(0.25).height(maxDetentValue: 800, environment: env) == 200)
        #expect(PresentationDetent.height(120).height(maxDetentValue: 800, environment: env) == 120)
        #expect(PresentationDetent.height(2000).height(maxDetentValue: 800, environment: env) == 800)
        #expect(PresentationDetent.custom(Bar.self).height(maxDetentValue: 800, environment: env) == 80)
        var dark = env; dark.colorScheme = .dark
        #expect(PresentationDetent.custom(Scheme.self).height(maxDetentValue: 800, environment: dark) == 300)
        #expect(PresentationDetent.custom(Bar.self) == .custom(Bar.self))
        #expect(PresentationDetent.custom(Bar.self) != .custom(Scheme.self))
    }

    @Test func drawnDetentIsTheSelectionOrTheSmallest() {
        var o = PresentationOptions()
        #expect(o.drawnDetent(maxDetentValue: 700, environment: env) == .large)
        o.detents = [.large, .medium, .height(100)]
        #expect(o.drawnDetent(maxDetentValue: 700, environment: env) == .height(100))
        o.selection = .large
        #expect(o.drawnDetent(maxDetentValue: 700, environment: env) == .large)
        o.selection = .fraction(0.9)   // not among the detents
        #expect(o.drawnDetent(maxDetentValue: 700, environment: env) == .height(100))
    }

    @Test func dragIndicatorShowsWithMoreThanOneDetent() {
        var o = PresentationOptions()
        #expect(!o.showsDragIndicator)
        o.detents = [.medium]
        #expect(!o.showsDragIndicator)
        o.detents = [.medium, .large]
        #expect(o.showsDragIndicator)
        o.dragIndicator = .hidden
        #expect(!o.showsDragIndicator)
        o.detents = [.large]; o.dragIndicator = .visible
        #expect(o.showsDragIndicator)
    }

    @Test func backgroundInteractionDecidesTheDimming() {
        var o = PresentationOptions()
        #expect(o.dimsBackground(at: .medium, maxDetentValue: 700, environment: env))
        o.backgroundInteraction = .enabled
        #expect(!o.dimsBackground(at: .large, maxDetentValue: 700, environment: env))
        o.backgroundInteraction = .enabled(upThrough: .medium)
        #expect(!o.dimsBackground(at: .medium, maxDetentValue: 700, environment: env))
        #expect(o.dimsBackground(at: .large, maxDetentValue: 700, environment: env))
    }

    @Test func openURLRunsItsHandler() throws {
        final class Box: @unchecked Sendable { var urls: [URL] = [] }
        let box = Box()
        let action = OpenURLAction { url in box.urls.append(url); return url.scheme == "https" ? .handled : .discarded }
        var env = EnvironmentValues()
        env.openURL = action
        let url = try #require(URL(string: "https://example.com"))
        env.openURL(url)
        var accepted: [Bool] = []
        env.openURL(try #require(URL(string: "mailto:a@b.c"))) { accepted.append($0) }
        #expect(box.urls.count == 2)
        #expect(accepted == [false])
        EnvironmentValues().openURL(url)   // the default opens nothing
        _ = OpenURLAction.Result.systemAction(url)
    }
}
