import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumViews

/// A symbol image lays out as text: in a stack it keeps no gap to text or to another symbol, its
/// baseline offset below a view and that plus 1 above one (OpenSwiftUI's `ResolvedImageLayoutEngine`
/// spacing). Measured: in Xcode's template (`globe` at the large scale over "Hello, world!"), iOS 16
/// drew the globe's ink 5.33 pt above the text's (IgorChumikov/SnapshotTest @ 692bc35,
/// `ContentViewTests/testAssertSnapshots.3.png`, 428 × 926 @3x); a standard 8 pt gap would be 11.
@Suite @MainActor struct SymbolSpacingTests {
    private static let device = Device(name: "w428", size: CGSize(width: 428, height: 926), scale: 3,
                                       safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    /// The placed symbol images: frame, ink and baseline offset.
    private static func symbols(_ result: LayoutResult) -> [(frame: CGRect, ink: CGRect, baselineOffset: CGFloat)] {
        result.placedIDs.compactMap { id in
            guard case .leaf(.glyph(_, let offset)) = result.nodes[id].kind,
                  case .layers(let layers, _)? = result.nodes[id].drawing else { return nil }
            let frame = result.frames[id]
            let ink = layers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }.offsetBy(dx: frame.minX, dy: frame.minY)
            return (frame, ink, offset)
        }
    }

    @Test func aSymbolOverTextKeepsNoGap() throws {
        let screen = try DeviceLayout.layout(VStack {
            Image(systemName: "globe").imageScale(.large)
            Text("Hello, world!")
        }.padding(), device: Self.device)
        let globe = try #require(Self.symbols(screen).first)
        let text = try #require(RealPNGFidelityTests.text("Hello, world!", in: screen)?.frame)
        // (Frames are placed on the 1/3 pt pixel grid: to a pixel.)
        #expect(abs(text.minY - globe.frame.maxY) < 0.34, "\(globe.frame) over \(text)")
        // The text's tallest letters start 4.33 pt below its frame's top (body size): ink to ink as measured.
        #expect(abs(text.minY + 4.33 - globe.ink.maxY - 5.33) < 0.5, "ink gap \(text.minY + 4.33 - globe.ink.maxY)")
        let under = try DeviceLayout.layout(VStack { Text("Title"); Image(systemName: "star"); Image(systemName: "star") }, device: Self.device)
        let stars = Self.symbols(under), title = try #require(RealPNGFidelityTests.text("Title", in: under)?.frame)
        try #require(stars.count == 2)
        #expect(abs(stars[0].frame.minY - title.maxY) < 0.34 && abs(stars[1].frame.minY - stars[0].frame.maxY) < 0.34)
    }

    @Test func besideOtherViewsASymbolKeepsItsBaselineOffset() throws {
        let screen = try DeviceLayout.layout(VStack {
            Color.red.frame(width: 20, height: 10)
            Image(systemName: "star")
            Color.blue.frame(width: 20, height: 10)
        }, device: Self.device)
        let star = try #require(Self.symbols(screen).first)
        let red = try #require(RealPNGFidelityTests.fills(RGBAColor(255, 59, 48, 1), in: screen).first)
        let blue = try #require(RealPNGFidelityTests.fills(RGBAColor(0, 122, 255, 1), in: screen).first)
        #expect(star.baselineOffset > 1 && star.baselineOffset < 4, "\(star.baselineOffset)")
        #expect(abs(star.frame.minY - red.maxY - star.baselineOffset) < 0.34, "above: \(star.frame.minY - red.maxY)")
        #expect(abs(blue.minY - star.frame.maxY - (star.baselineOffset + 1)) < 0.34, "below: \(blue.minY - star.frame.maxY)")
        // Across, and once resizable (an image like any other), the standard 8 pt.
        let row = try DeviceLayout.layout(HStack { Image(systemName: "star"); Image(systemName: "star") }, device: Self.device)
        let pair = Self.symbols(row)
        try #require(pair.count == 2)
        #expect(abs(pair[1].frame.minX - pair[0].frame.maxX - 8) < 0.01)
        let resizable = try DeviceLayout.layout(VStack {
            Color.red.frame(width: 20, height: 10)
            Image(systemName: "star").resizable().frame(width: 20, height: 20)
        }, device: Self.device)
        let top = try #require(RealPNGFidelityTests.fills(RGBAColor(255, 59, 48, 1), in: resizable).first)
        let image = try #require(resizable.frames(named: "Image").first)
        #expect(abs(image.minY - top.maxY - 8) < 0.01, "\(image.minY - top.maxY)")
    }

    /// A menu Picker's chevrons in a Form row (iOS 18, round 3): ink 8.67 × 12.33 pt, its right edge 22 pt
    /// inside the card (which is 20 pt from the screen's sides at 393 pt).
    @Test func menuPickerChevronsAsMeasured() throws {
        let screen = try DeviceLayout.layout(Form {
            Picker("Folder", selection: .constant("Recipes")) { Text("Recipes").tag("Recipes") }
        }, device: .iPhone15Pro)
        let chevrons = try #require(Self.symbols(screen).last)
        #expect(abs(chevrons.ink.width - 8.67) < 1.1 && abs(chevrons.ink.height - 12.33) < 0.5, "\(chevrons.ink.size)")
        #expect(abs(chevrons.ink.maxX - (393 - 20 - 22)) < 0.5, "\(chevrons.ink)")
    }
}
