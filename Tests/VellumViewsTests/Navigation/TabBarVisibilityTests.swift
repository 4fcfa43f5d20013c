import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// `toolbar(.hidden, for: .tabBar)` leaves out the tab bar; hiding another bar keeps it.
@Suite struct TabBarVisibilityTests {
    @Test func hiddenTabBarLeavesOutTheBar() throws {
        let shown = try DeviceLayout.layout(SampleScreens.tabs(hidingBar: false))
        let hidden = try DeviceLayout.layout(SampleScreens.tabs(hidingBar: true))
        #expect(DeviceLayout.frames(shown, named: "TabView").count == 1)
        #expect(DeviceLayout.frames(hidden, named: "TabView").isEmpty, "no tab bar")
        // The tab's content is centred on the whole screen once the bar is gone (852 pt tall).
        let text = try #require(DeviceLayout.frames(hidden, named: "Text").first)
        #expect(abs(text.midY - 852 / 2) < 40, "\(text)")
    }

    @Test func hidingAnotherBarKeepsTheTabBar() throws {
        let view = TabView {
            Text("Home").toolbar(.hidden, for: .navigationBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(DeviceLayout.frames(try DeviceLayout.layout(view), named: "TabView").count == 1)
    }
}
