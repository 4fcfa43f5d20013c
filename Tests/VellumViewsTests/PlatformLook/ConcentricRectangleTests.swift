import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumViews

/// `ConcentricRectangle` (iOS 26): corners concentric with the screen's, fixed, or at a minimum.
@Suite struct ConcentricRectangleTests {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)

    @Test func cornersNearTheScreensCornersAreConcentricWithThem() {
        // A card 16 pt from the sides and the bottom of a screen with 55 pt corners: 39 pt bottom corners, square top ones.
        let card = CGRect(x: 16, y: 600, width: 361, height: 236)
        let radii = ConcentricRectangle().shape(in: card, screen: screen, radius: 55).cornerRadii
        #expect(radii.bottomLeading == 39 && radii.bottomTrailing == 39)
        #expect(radii.topLeading == 0 && radii.topTrailing == 0)
        let uniform = ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true).shape(in: card, screen: screen, radius: 55).cornerRadii
        #expect(uniform.topLeading == 39 && uniform.bottomTrailing == 39)
        let minimum = ConcentricRectangle(corners: .concentric(minimum: 12)).shape(in: card, screen: screen, radius: 55).cornerRadii
        #expect(minimum.topLeading == 12 && minimum.bottomLeading == 39)
        let mixed = ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric).shape(in: card, screen: screen, radius: 55).cornerRadii
        #expect(mixed.topLeading == 16 && mixed.topTrailing == 16 && mixed.bottomLeading == 39)
        // Far from every corner a concentric corner is square; no corner is rounder than half the shorter side.
        #expect(ConcentricRectangle().shape(in: CGRect(x: 100, y: 300, width: 50, height: 50), screen: screen, radius: 55).cornerRadii.topLeading == 0)
        #expect(ConcentricRectangle(corners: 80).shape(in: CGRect(x: 0, y: 0, width: 50, height: 30), screen: screen, radius: 55).cornerRadii.topLeading == 15)
    }

    @Test func onACanvasConcentricCornersTakeTheirMinimum() {
        let radii = ConcentricRectangle(corners: .concentric(minimum: 10)).shape(in: CGRect(x: 0, y: 0, width: 100, height: 60), screen: .zero, radius: 0).cornerRadii
        #expect(radii.topLeading == 10 && radii.bottomTrailing == 10)
    }

    /// Drawn on a device, the shape follows the screen's corners where it is placed.
    @MainActor @Test func drawnOnADeviceItFollowsTheScreen() throws {
        let bounds = CGRect(origin: .zero, size: Device.iPhone15Pro.size), radius = Device.iPhone15Pro.screenCornerRadius
        let view = Color.clear.overlay(alignment: .bottom) {
            ConcentricRectangle().fill(Color.red).frame(height: 200).padding(16)
        }.ignoresSafeArea()
        let result = try DeviceLayout.layout(view.environment(\.screenBounds, bounds).environment(\.screenCornerRadius, radius))
        let fills = result.placedIDs.compactMap { id -> (CGRect, ShapeGeometry)? in
            if case .fill(let shape, let p, _)? = result.nodes[id].drawing, case .color(let c) = p.kind, c == RGBAColor(255, 59, 48) { return (result.frames[id], shape) }
            return nil
        }
        let (frame, geometry) = try #require(fills.first)
        let path = geometry.path(frame)
        // 39 pt bottom corners: a point 5 pt in from the bottom-leading corner is outside, one 5 pt in from the top-leading is inside.
        #expect(!path.contains(CGPoint(x: frame.minX + 5, y: frame.maxY - 5)))
        #expect(path.contains(CGPoint(x: frame.minX + 5, y: frame.minY + 5)))
    }
}
