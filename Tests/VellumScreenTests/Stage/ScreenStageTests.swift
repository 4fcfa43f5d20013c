import Testing
import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumScreen

/// The screen stage on its own: what it adds to painted content, in order,
/// and the document background it hands the emitter.
@Suite("Screen stage")
struct ScreenStageTests {
    /// A red square at (10, 20), 50 points a side, labelled as an image.
    static let painted: [RenderNode] = {
        var group = RenderGroup(children: [.path(RenderPath(path: Path(CGRect(x: 10, y: 20, width: 50, height: 50)),
                                                            fill: PaintRef(.color(RGBAColor(255, 0, 0)))))])
        group.label = "Square"
        return [.group(group)]
    }()

    func stage(_ device: Device?, chrome: Bool = false, overlay: Bool = false) -> ScreenStage {
        ScreenStage(settings: ScreenSettings(device: device, displayScale: device?.scale ?? 3,
                                             showsDeviceChrome: chrome, showsAccessibilityOverlay: overlay))
    }

    @Test func aPlainScreenIsTheContentOnItsSchemesBackground() throws {
        let size = CGSize(width: 200, height: 100)
        let light = try stage(nil).compose(Self.painted, canvas: size, request: ScreenRequest(colorScheme: .light))
        #expect(light == ScreenPicture(nodes: Self.painted, background: .white))
        let dark = try stage(.iPhone15Pro).compose(Self.painted, canvas: Device.iPhone15Pro.size, request: ScreenRequest(colorScheme: .dark))
        #expect(dark == ScreenPicture(nodes: Self.painted, background: .black))
    }

    @Test func chromeWithoutADeviceDrawsNothing() throws {
        let picture = try stage(nil, chrome: true).compose(Self.painted, canvas: CGSize(width: 200, height: 100),
                                                           request: ScreenRequest(colorScheme: .light))
        #expect(picture == ScreenPicture(nodes: Self.painted, background: .white))
    }

    @Test func chromeDrawsTheScreenInsideTheDevicesCorners() throws {
        let device = Device.iPhone15Pro
        let picture = try stage(device, chrome: true).compose(Self.painted, canvas: device.size, request: ScreenRequest(colorScheme: .light))
        #expect(picture.background == nil)
        guard picture.nodes.count == 1, case .group(let screen) = picture.nodes[0] else {
            Issue.record("one clipped group expected, got \(picture.nodes.count) nodes")
            return
        }
        #expect(screen.clip != nil)
        // The screen's background first, then the content, then the status bar and home indicator.
        #expect(screen.children.first == .path(RenderPath(path: Path(CGRect(origin: .zero, size: device.size)), fill: PaintRef(.color(.white)))))
        #expect(screen.children.dropFirst().first == Self.painted[0])
        #expect(screen.children.count > 2)
    }

    @Test func theOverlayIsDrawnLastAndHiddenFromScreenReaders() throws {
        let device = Device.iPhone15Pro
        let picture = try stage(device, chrome: true, overlay: true).compose(Self.painted, canvas: device.size,
                                                                             request: ScreenRequest(colorScheme: .light))
        #expect(picture.nodes.count == 2)
        guard case .group(let overlay)? = picture.nodes.last else {
            Issue.record("the overlay's group expected last")
            return
        }
        #expect(overlay.accessibility?.hidden == true)
    }

    @Test func elementsAreTheContentsNotTheChromes() throws {
        let elements = try stage(.iPhone15Pro, chrome: true).accessibilityElements(Self.painted, canvas: Device.iPhone15Pro.size,
                                                                                   request: ScreenRequest(colorScheme: .light))
        // A labelled square is a plain element (no image trait): a shape, not an image.
        #expect(elements == [AccessibilityElement(frame: CGRect(x: 10, y: 20, width: 50, height: 50), label: "Square")])
    }

    @Test func sizeClassesFollowTheDevice() {
        let phone = ScreenSettings(device: .iPhone15Pro, displayScale: 3)
        #expect(phone.sizeClasses(of: Device.iPhone15Pro.size) == (.compact, .regular))
        let landscape = Device.iPhone16ProMax.oriented(.landscapeLeft)
        #expect(ScreenSettings(device: landscape, displayScale: 3).sizeClasses(of: landscape.size) == (.regular, .compact))
        #expect(ScreenSettings(device: .iPadPro11, displayScale: 2).sizeClasses(of: Device.iPadPro11.size) == (.regular, .regular))
        #expect(ScreenSettings(device: nil, displayScale: 3).sizeClasses(of: CGSize(width: 300, height: 300)) == (.compact, .regular))
    }
}
