import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// Missing assets laid out as SwiftUI lays them out when previews ask for them to be
/// drawn (`drawsMissingAssets`); what is painted is VellumTests' MissingAssetRenderingTests.
@Suite struct MissingAssetLayoutTests {
    @Test func missingAssetsDrawnForPreviewsKeepSwiftUIsFrames() throws {
        // The missing image is zero high, the clear colour keeps its 20 pt, the resizable
        // image takes its 30 pt frame: the blue bar starts 20 + 20 + 30 + 10 below the red one.
        let layout = try DeviceLayout.layout(MissingAssetCard().environment(\.drawsMissingAssets, true))
        let images = DeviceLayout.frames(layout, named: "Image")
        #expect(images.count == 4)
        #expect(images.first?.size == .zero, "\(images)")
        #expect(images.contains { $0.size == CGSize(width: 30, height: 30) }, "\(images)")
        let colors = DeviceLayout.frames(layout, named: "Color")
        #expect(colors.count == 3)
        #expect(colors.count == 3 && colors[2].minY - colors[0].minY == 80, "\(colors)")
    }
}
