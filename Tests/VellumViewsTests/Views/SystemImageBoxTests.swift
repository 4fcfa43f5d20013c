import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// `Image(systemName:)` draws each of these symbols (ones ordinary public SwiftUI files asked for)
/// inside its image box, in the foreground style.
@Suite struct SystemImageBoxTests {
    static let names = ["iphone", "tray", "tray.fill", "tray.full", "folder.badge.questionmark", "figure.walk", "lanyardcard",
                         "tray.and.arrow.down.fill", "tray.and.arrow.up.fill", "circle.lefthalf.fill"]

    @Test(arguments: names) func drawsInsideItsBox(_ name: String) throws {
        let l = try DeviceLayout.layout(Image(systemName: name).font(.system(size: 40)))
        let frame = try #require(DeviceLayout.frames(l, named: "Image").first)
        #expect(frame.width > 20 && frame.width < 70 && frame.height > 20 && frame.height < 70, "\(name): \(frame)")
    }
}
