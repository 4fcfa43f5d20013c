import Foundation
import VellumCore
import VellumLayout
import VellumScreen
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumViews

/// The screen the iOS 26 look's tests lay views out on: iPhone 13's (390 × 844,
/// safe area 47 / 34), as the measured renders used (docs/reference/ios26-real-pngs.md).
enum IOS26Screen {
    static let device = Device(name: "iPhone13", size: CGSize(width: 390, height: 844), scale: 3,
                               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    /// `view` laid out on ``device`` in `look`.
    static func layout(_ view: some View, look: PlatformLook = .iOS26) throws -> LayoutResult {
        try DeviceLayout.layout(view.environment(\.platformLook, look), device: device)
    }
}
