import Testing
import UIKit

/// A file that imports only UIKit gets UIKit's names (and Foundation's and
/// Core Graphics'), answering as the iPhone 15 Pro that Vellum draws.
@Suite("import UIKit")
struct UIKitNamesTests {
    @Test("the device, screen, window and scene answer as an iPhone 15 Pro")
    func device() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.windows.first?.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.windows.first?.bounds == UIScreen.main.bounds)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    }

    @Test("haptics compile and do nothing")
    func haptics() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy)
    }

    @Test("the page control and its appearance proxy are UIKit names")
    func pageControl() {
        let proxy: () -> UIPageControl = UIPageControl.appearance
        let own = UIPageControl()
        own.pageIndicatorTintColor = .systemGray
        #expect(own.pageIndicatorTintColor == .systemGray && own.currentPageIndicatorTintColor == nil)
        _ = proxy
    }

    @Test("Core Graphics' constructors")
    func coreGraphics() {
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGVectorMake(5, 6) == CGVector(dx: 5, dy: 6))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test("colours and fonts")
    func colours() {
        #expect(UIColor.systemRed == UIColor.systemRed)
        _ = UIFont.systemFont(ofSize: 17)
    }

    @Test("accessibility settings are off and size classes convert, from UIKit alone")
    func accessibilityAndSizeClasses() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
    }

    /// Counts the calls a display link would make.
    final class Ticker { var ticks = 0; func tick() { ticks += 1 } }

    @Test("QuartzCore comes with UIKit: the media clock runs, a display link never fires, a transaction completes at once")
    func quartzCore() {
        let start = CACurrentMediaTime()
        Thread.sleep(forTimeInterval: 0.01)
        #expect(CACurrentMediaTime() - start >= 0.01)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("tick"))
        link.preferredFramesPerSecond = 60
        link.add(to: .main, forMode: .common)
        #expect(ticker.ticks == 0 && link.timestamp == 0)
        link.invalidate()
        #expect(link.target == nil)
        nonisolated(unsafe) var completed = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(completed)
    }
}
