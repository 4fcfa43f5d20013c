import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumText
@testable import VellumViews

/// iOS 26's built-in controls, held to what real iOS 26.2 renders measured
/// (docs/reference/ios26-real-pngs.md, "Slider", "Stepper", "Segmented
/// control", "Buttons") and to the values chosen where no render shows them,
/// and iOS 18's left as they were under the default look.
@Suite struct IOS26ControlTests {
    /// The tertiary system fill of a slider's track, a stepper's pill and a segmented control's track (light).
    static let tertiaryFill = RGBAColor(118, 118, 128, 0.12)
    static let white = RGBAColor(255, 255, 255)

    static func layout(_ view: some View, look: PlatformLook? = .iOS26) throws -> LayoutResult {
        let framed = view.padding(16)
        guard let look else { return try DeviceLayout.layout(framed, device: IOS26Screen.device) }
        return try DeviceLayout.layout(framed.environment(\.platformLook, look), device: IOS26Screen.device)
    }

    static func fills(_ color: RGBAColor, in result: LayoutResult) -> [(CGRect, ShapeGeometry)] {
        IOS26ListTests.fills(where: { $0 == color }, in: result)
    }

    /// How far in from the left edge the shape starts `depth` pt below its top:
    /// a capsule 32 pt tall starts 10.43 pt in 1 pt down, a rounded rectangle
    /// of radius 8 starts 4.13 pt in.
    static func inset(_ shape: ShapeGeometry, _ size: CGSize, atDepth depth: CGFloat) -> CGFloat {
        let path = shape.path(CGRect(origin: .zero, size: size))
        var lo: CGFloat = 0, hi = size.width / 2
        for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: m, y: depth)) { hi = m } else { lo = m } }
        return hi
    }

    /// The inset a capsule of `height` has `depth` pt below its top: Vellum's
    /// capsule, with continuous corners as SwiftUI's `Capsule()` has by default.
    static func capsuleInset(height: CGFloat, depth: CGFloat) -> CGFloat {
        var path = Path()
        path.addCapsule(in: CGRect(x: 0, y: 0, width: height * 4, height: height), style: .continuous)
        var lo: CGFloat = 0, hi = height
        for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: m, y: depth)) { hi = m } else { lo = m } }
        return hi
    }

    /// The shape's vertical extent `x` pt in from its left edge.
    static func extent(_ shape: ShapeGeometry, _ size: CGSize, atX x: CGFloat) -> ClosedRange<CGFloat> {
        let path = shape.path(CGRect(origin: .zero, size: size))
        var lo: CGFloat = 0, hi = size.height / 2
        for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: x, y: m)) { hi = m } else { lo = m } }
        return hi...(size.height - hi)
    }

    // MARK: Slider

    /// A 6-pt track (measured; iOS 18's is 4) across the slider's width, a
    /// white capsule knob 38 × 24, and the tint ending at the knob's centre
    /// (at 75 %: 19 + (w − 38) × 0.75 from the track's start, as measured).
    @MainActor @Test func sliderTrackAndCapsuleKnob() throws {
        let screen = try Self.layout(Slider(value: .constant(0.75)))
        let track = try #require(Self.fills(Self.tertiaryFill, in: screen).first?.0)
        #expect(abs(track.height - 6) < 0.01, "\(track)")
        let (knob, shape) = try #require(Self.fills(Self.white, in: screen).first(where: { $0.0.width < 100 }))
        #expect(abs(knob.width - 38) < 0.01 && abs(knob.height - 24) < 0.01, "\(knob)")
        #expect(abs(Self.inset(shape, knob.size, atDepth: 1) - Self.capsuleInset(height: 24, depth: 1)) < 0.05)
        #expect(abs(knob.midY - track.midY) < 0.01)
        let tints = screen.placedIDs.compactMap { id -> CGRect? in
            guard case .fill(_, let p, _)? = screen.nodes[id].drawing, case .color(let c) = p.kind,
                  c != Self.tertiaryFill, c != Self.white else { return nil }
            return screen.frames[id]
        }
        let tint = try #require(tints.first)
        #expect(abs(tint.height - 6) < 0.01)
        #expect(abs(tint.maxX - (track.minX + 19 + (track.width - 38) * 0.75)) < 0.01, "\(tint) on \(track)")
        #expect(abs(tint.maxX - knob.midX) < 0.01)
    }

    /// iOS 18 keeps UISlider's 4-pt track and 27-pt round knob.
    @MainActor @Test func sliderInIOS18() throws {
        let screen = try Self.layout(Slider(value: .constant(0.5)), look: .iOS18)
        let track = try #require(Self.fills(Self.tertiaryFill, in: screen).first?.0)
        #expect(abs(track.height - 4) < 0.01)
        let knob = try #require(Self.fills(Self.white, in: screen).first(where: { $0.0.width < 100 })?.0)
        #expect(abs(knob.width - 27) < 0.01 && abs(knob.height - 27) < 0.01)
    }

    // MARK: Stepper

    /// A 94 × 32 capsule (measured: 2.67 pt in from its left edge the fill's
    /// antialiased edge is half covered 7.9 pt below its top and above its
    /// bottom; a 0.5-pt blur either way is allowed), split by a 0.67 × 24
    /// divider (measured).
    @MainActor @Test func stepperIsACapsule() throws {
        let screen = try Self.layout(Stepper("Guests", value: .constant(2)))
        let (pill, shape) = try #require(Self.fills(Self.tertiaryFill, in: screen).first)
        #expect(abs(pill.width - 94) < 0.01 && abs(pill.height - 32) < 0.01, "\(pill)")
        #expect(abs(Self.inset(shape, pill.size, atDepth: 1) - Self.capsuleInset(height: 32, depth: 1)) < 0.05)
        let column = Self.extent(shape, pill.size, atX: 8.0 / 3)
        #expect(abs(column.lowerBound - 7.9) <= 0.7 && abs(column.upperBound - 24.1) <= 0.7, "\(column)")
        let dividers = screen.placedIDs.compactMap { id -> CGRect? in
            let f = screen.frames[id]
            guard case .fill? = screen.nodes[id].drawing, f.width < 2, f.height > 10 else { return nil }
            return f
        }
        let divider = try #require(dividers.first)
        #expect(abs(divider.width - 2.0 / 3) < 0.01 && abs(divider.height - 24) < 0.01, "\(divider)")
        #expect(abs(divider.midX - pill.midX) < 0.01 && abs(divider.midY - pill.midY) < 0.01)
    }

    /// iOS 18 keeps its 94 × 32 pill with corners of 8 and a 1 × 18 divider.
    @MainActor @Test func stepperInIOS18() throws {
        let screen = try Self.layout(Stepper("Guests", value: .constant(2)), look: .iOS18)
        let (pill, shape) = try #require(Self.fills(Self.tertiaryFill, in: screen).first)
        #expect(abs(pill.width - 94) < 0.01 && abs(pill.height - 32) < 0.01)
        #expect(abs(Self.inset(shape, pill.size, atDepth: 1) - Self.capsuleInset(height: 16, depth: 1)) < 0.05, "radius 8")
    }

    // MARK: Segmented picker

    /// A 32-pt capsule track (measured: 1 pt in from its left edge the fill's
    /// edge is half covered 10.17 pt below its top and above its bottom) with
    /// the chosen segment on a white capsule inset 2 pt (assumed).
    @MainActor @Test func segmentedPickerIsACapsule() throws {
        let picker = Picker("Units", selection: .constant(1)) { Text("Metric").tag(0); Text("Imperial").tag(1) }
            .pickerStyle(.segmented)
        let screen = try Self.layout(picker)
        let (track, trackShape) = try #require(Self.fills(Self.tertiaryFill, in: screen).first)
        #expect(abs(track.height - 32) < 0.01, "\(track)")
        #expect(abs(Self.inset(trackShape, track.size, atDepth: 1) - Self.capsuleInset(height: 32, depth: 1)) < 0.05)
        let column = Self.extent(trackShape, track.size, atX: 1)
        #expect(abs(column.lowerBound - 10.17) <= 0.6 && abs(column.upperBound - 21.83) <= 0.6, "\(column)")
        let (segment, segmentShape) = try #require(Self.fills(Self.white, in: screen).first)
        #expect(abs(segment.height - 28) < 0.01 && abs(segment.maxX - (track.maxX - 2)) < 0.01, "\(segment)")
        #expect(abs(Self.inset(segmentShape, segment.size, atDepth: 1) - Self.capsuleInset(height: 28, depth: 1)) < 0.05)
    }

    // MARK: Buttons

    /// `.bordered` and `.borderedProminent`: capsules (the automatic border
    /// shape in iOS 26) as large as iOS 18's rounded rectangles, the label at
    /// the same place (measured on a `.bordered` "Delete").
    @MainActor @Test func borderedButtonsAreCapsules() throws {
        for prominent in [false, true] {
            func button() -> AnyView {
                prominent ? AnyView(Button("Delete") {}.buttonStyle(.borderedProminent)) : AnyView(Button("Delete") {}.buttonStyle(.bordered))
            }
            let new = try Self.layout(button())
            let old = try Self.layout(button(), look: .iOS18)
            let fill: (LayoutResult) -> (CGRect, ShapeGeometry)? = { r in
                r.placedIDs.compactMap { id -> (CGRect, ShapeGeometry)? in
                    guard case .fill(let s, _, _)? = r.nodes[id].drawing else { return nil }
                    return (r.frames[id], s)
                }.first
            }
            let (capsule, shape) = try #require(fill(new))
            let (rect, oldShape) = try #require(fill(old))
            #expect(capsule == rect, "\(capsule) vs \(rect)")
            #expect(abs(Self.inset(shape, capsule.size, atDepth: 1) - Self.capsuleInset(height: capsule.height, depth: 1)) < 0.05)
            #expect(abs(Self.inset(oldShape, rect.size, atDepth: 1) - Self.capsuleInset(height: 16, depth: 1)) < 0.05, "radius 8")
            let label = try #require(RealPNGFidelityTests.text("Delete", in: new)?.frame)
            #expect(label == RealPNGFidelityTests.text("Delete", in: old)?.frame)
        }
    }

    /// Large buttons are capsules too in iOS 26 (assumed), rounded rectangles of 12 in iOS 18.
    @MainActor @Test func largeBorderedButton() throws {
        let view = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
        for look in [PlatformLook.iOS26, .iOS18] {
            let screen = try Self.layout(view, look: look)
            let shapes = screen.placedIDs.compactMap { id -> (CGRect, ShapeGeometry)? in
                guard case .fill(let s, _, _)? = screen.nodes[id].drawing else { return nil }
                return (screen.frames[id], s)
            }
            let (frame, shape) = try #require(shapes.first)
            let capsule = Self.capsuleInset(height: frame.height, depth: 1), inset = Self.inset(shape, frame.size, atDepth: 1)
            if look == .iOS26 {
                #expect(abs(inset - capsule) < 0.05, "\(frame)")
            } else {
                #expect(inset < capsule - 2, "a corner of 12 on a \(frame.height)-pt button: \(inset)")
            }
        }
    }

    // MARK: Progress, text fields, date pills

    /// The linear progress bar is as thick as the slider's track: 6 pt (assumed), 4 in iOS 18.
    @MainActor @Test func progressBar() throws {
        for (look, height) in [(PlatformLook.iOS26, CGFloat(6)), (.iOS18, 4)] {
            let screen = try Self.layout(ProgressView(value: 0.3), look: look)
            let track = try #require(Self.fills(Self.tertiaryFill, in: screen).first?.0)
            #expect(abs(track.height - height) < 0.01, "\(look): \(track)")
        }
    }

    /// `.roundedBorder` corners of 10 pt (assumed; iOS 18: 5), the field's size unchanged.
    @MainActor @Test func roundedBorderTextField() throws {
        let field = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
        let new = try Self.layout(field), old = try Self.layout(field, look: .iOS18)
        let (frame, shape) = try #require(Self.fills(Self.white, in: new).first)
        let oldFrame = try #require(Self.fills(Self.white, in: old).first?.0)
        #expect(frame == oldFrame)
        // A circular corner of 10: 1 pt down it starts 10 − √(10² − 9²) = 5.64 pt in.
        #expect(abs(Self.inset(shape, frame.size, atDepth: 1) - (10 - (100 - 81.0).squareRoot())) < 0.05, "radius 10")
    }

    /// The compact date picker's pills are capsules (assumed).
    @MainActor @Test func compactDatePills() throws {
        let picker = DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_717_422_300)))
        let screen = try Self.layout(picker)
        let pills = Self.fills(Self.tertiaryFill, in: screen)
        #expect(pills.count == 2)
        for (frame, shape) in pills {
            #expect(abs(Self.inset(shape, frame.size, atDepth: 1) - Self.capsuleInset(height: frame.height, depth: 1)) < 0.05, "\(frame)")
        }
    }

    // MARK: Default look

    /// Without a look set, every control draws as iOS 18 draws it: the same
    /// frames and fills as `.iOS18`, and not those of `.iOS26`.
    @MainActor @Test func defaultLookIsIOS18() throws {
        let view = VStack {
            Slider(value: .constant(0.4))
            Stepper("Guests", value: .constant(2))
            Picker("Units", selection: .constant(0)) { Text("Metric").tag(0); Text("Imperial").tag(1) }.pickerStyle(.segmented)
            Button("Delete") {}.buttonStyle(.bordered)
            ProgressView(value: 0.3)
        }
        func summary(_ r: LayoutResult) -> [String] {
            r.placedIDs.compactMap { id in
                guard case .fill(let s, _, _)? = r.nodes[id].drawing else { return nil }
                let f = r.frames[id]
                return "\(f) \(Self.inset(s, f.size, atDepth: 1))"
            }
        }
        let byDefault = summary(try Self.layout(view, look: nil))
        #expect(byDefault == summary(try Self.layout(view, look: .iOS18)))
        #expect(byDefault != summary(try Self.layout(view, look: .iOS26)))
    }
}
