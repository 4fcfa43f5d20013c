import Foundation
import Testing
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport
@testable import Vellum
@testable import VellumScreen

/// Presentations drawn over the screen: geometry, colours, what is drawn and
/// what is not, on an iPhone 15 Pro (393 × 852, safe area 59 / 34) and an iPad.
@Suite("Presentation rendering")
struct PresentationRenderTests {
    typealias Samples = PresentationSamples
    let home = Samples.Home()

    // MARK: Helpers

    func svg<V: View>(_ view: V, device: Device = .iPhone15Pro, scheme: ColorScheme = .light, chrome: Bool = false) throws -> String {
        var r = SVGRenderer(content: view, device: device)
        r.colorScheme = scheme
        r.showsDeviceChrome = chrome
        return try r.svg()
    }

    /// The presentation `view` presents on `device`, and the composer that draws it.
    func presented<V: View>(_ view: V, device: Device = .iPhone15Pro) throws -> (Presentation, PresentationComposer) {
        let settings = SVGRenderer(content: view, device: device).settings
        let pipeline = RenderPipeline(settings: settings)
        let presentation = try #require(try pipeline.lowerScreen(view, graph: ViewGraph(), scheme: settings.colorScheme).1.screen.presentation)
        return (presentation, PresentationComposer(screen: PresentationScreen(settings: settings.screen, size: device.size), text: DeviceLayout.text))
    }

    /// The pixels of `svg` at `points`, drawn by librsvg.
    func pixels(_ svg: String, _ name: String, _ points: [(x: Int, y: Int)]) throws -> [[Int]] {
        let png = try SVGShot.render(svg, renderer: .rsvg, name: name)
        return try SVGShot.pixels(png, points)
    }

    func near(_ p: [Int], _ rgb: (Int, Int, Int), within t: Int = 3) -> Bool {
        p.count >= 3 && abs(p[0] - rgb.0) <= t && abs(p[1] - rgb.1) <= t && abs(p[2] - rgb.2) <= t
    }

    // MARK: Not presented

    @Test func unpresentedBindingsDrawTheScreenAlone() throws {
        struct Row: Identifiable { let id = 1 }
        let off = Binding.constant(false)
        let modified = home
            .sheet(isPresented: off) { Samples.Editor() }
            .sheet(item: .constant(Row?.none)) { _ in Text("x") }
            .fullScreenCover(isPresented: off) { Text("x") }
            .popover(isPresented: off) { Text("x") }
            .alert("A", isPresented: off) { Button("OK") {} } message: { Text("M") }
            .alert(isPresented: off) { Alert(title: Text("Old")) }
            .confirmationDialog("C", isPresented: off) { Button("Go") {} }
        for scheme in [ColorScheme.light, .dark] {
            for chrome in [false, true] {
                #expect(try svg(modified, scheme: scheme, chrome: chrome) == svg(home, scheme: scheme, chrome: chrome))
            }
        }
        #expect(try svg(modified, device: .iPadPro11) == svg(home, device: .iPadPro11))
        #expect(try SVGRenderer(content: modified, size: CGSize(width: 300, height: 400)).svg()
                == SVGRenderer(content: home, size: CGSize(width: 300, height: 400)).svg())
    }

    @Test func aFittedCanvasDrawsThePresentingViewOnly() throws {
        let card = Text("Card").padding()
        let presenting = card.sheet(isPresented: .constant(true)) { Text("Sheet") }
        #expect(try SVGRenderer(content: presenting).svg() == SVGRenderer(content: card).svg())
        // A canvas of a fixed size is a screen without safe areas: the sheet is drawn.
        let fixed = try SVGRenderer(content: presenting, size: CGSize(width: 300, height: 500)).svg()
        #expect(try SVGQuery(fixed).labels.contains("Sheet"))
    }

    // MARK: What is drawn

    @Test("A tagged button in an alert's actions is still an action")
    func taggedAlertAction() throws {
        let drawn = try svg(home.alert("Rename?", isPresented: .constant(true)) {
            Button("Keep") {}.tag(1)
            Button("Rename", role: .destructive) {}.tag(2)
        })
        #expect(try SVGQuery(drawn).labels.contains("Keep"))
        #expect(try SVGQuery(drawn).labels.contains("Rename"))
    }

    @Test func theFirstPresentationWinsAndTheTopMostIsDrawn() throws {
        let both = home
            .alert("First alert", isPresented: .constant(true)) { Button("OK") {} }
            .sheet(isPresented: .constant(true)) { Text("Second sheet") }
        let drawn = try svg(both)
        #expect(try SVGQuery(drawn).labels.contains("First alert"))
        #expect(!drawn.contains("Second sheet"))

        let nested = try svg(home.sheet(isPresented: .constant(true)) {
            Samples.Editor().alert("Discard changes?", isPresented: .constant(true)) { Button("Discard", role: .destructive) {} }
        })
        let sheetAt = try #require(nested.range(of: "aria-label=\"Edit Profile\""))
        let alertAt = try #require(nested.range(of: "aria-label=\"Discard changes?\""))
        #expect(sheetAt.lowerBound < alertAt.lowerBound)   // the alert is drawn after (over) the sheet
    }

    @Test func aFullScreenCoverHidesTheScreen() throws {
        let drawn = try svg(home.fullScreenCover(isPresented: .constant(true)) { Samples.Editor() })
        #expect(try SVGQuery(drawn).labels.contains("Edit Profile"))
        #expect(!(try SVGQuery(drawn).labels.contains("Settings")))
    }

    // MARK: Sheet geometry

    @Test func sheetFramesFollowTheirDetents() throws {
        func frame(_ detents: Set<PresentationDetent>?, selection: PresentationDetent? = nil, device: Device = .iPhone15Pro) throws -> CGRect {
            let view = home.sheet(isPresented: .constant(true)) {
                if let detents, let selection {
                    Text("S").presentationDetents(detents, selection: .constant(selection))
                } else if let detents {
                    Text("S").presentationDetents(detents)
                } else {
                    Text("S")
                }
            }
            let (p, composer) = try presented(view, device: device)
            return composer.pageSheetFrame(p).rect
        }
        // Large: below the safe area's top and a 10-pt strip of the pushed-back screen.
        #expect(try frame(nil) == CGRect(x: 0, y: 69, width: 393, height: 783))
        // Medium: half the large detent's content height, plus the home indicator's inset.
        #expect(try frame([.medium, .large]) == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        #expect(try frame([.medium, .large], selection: .large).height == 783)
        #expect(try frame([.height(200)]).height == 234)
        #expect(try frame([.fraction(2)]).height == 783)
        #expect(try frame([.medium], device: .iPhoneSE) == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))
    }

    @Test func sizeClassesDecideTheSheetStyle() throws {
        let view = home.sheet(isPresented: .constant(true)) { Text("S") }
        let (p, landscape) = try presented(view, device: .iPhone15Pro.oriented(.landscapeLeft))
        #expect(landscape.screen.isCompactWidth)          // 852 wide, still compact: a page sheet
        #expect(landscape.pushesBack(p))
        let (q, pad) = try presented(view, device: .iPadPro11)
        #expect(!pad.screen.isCompactWidth)               // a form sheet: the screen stays
        #expect(!pad.pushesBack(q))
        let big = Device(name: "Max", size: CGSize(width: 932, height: 430), scale: 3)
        #expect(!(try presented(view, device: big).1.screen.isCompactWidth))
    }

    @Test func theSheetsNavigationBarIsAtItsTop() throws {
        let (p, composer) = try presented(home.sheet(isPresented: .constant(true)) { Samples.Editor() })
        let rect = composer.pageSheetFrame(p).rect
        let layout = LayoutEngine.layout(p.content, text: DeviceLayout.text, environment: LayoutEnvironment(
            bounds: rect, containerInsets: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0), displayScale: 3))
        var frames: [String: CGRect] = [:]
        func visit(_ n: PlacedNode) {
            if case .text(let t, _, _)? = layout.nodes[n.id].drawing { frames[t.string] = n.frame }
            n.children.forEach(visit)
        }
        visit(layout.root)
        let done = try #require(frames["Done"]), cancel = try #require(frames["Cancel"]), title = try #require(frames["Edit Profile"])
        #expect(done.midY > 69 && done.midY < 69 + 44)
        #expect(abs(done.midY - title.midY) < 1 && abs(cancel.midY - title.midY) < 1)
        #expect(abs(done.maxX - 377) < 1 && abs(cancel.minX - 16) < 1)
        #expect(abs(title.midX - 196.5) < 1)
    }

    @Test func theAlertIsA270PointCardInTheMiddle() throws {
        let (p, _) = try presented(home.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        })
        let layout = LayoutEngine.layout(p.content, text: DeviceLayout.text, environment: LayoutEnvironment(
            bounds: CGRect(x: 0, y: 0, width: 393, height: 852), containerInsets: Device.iPhone15Pro.safeAreaInsets, displayScale: 3))
        let card = layout.root.frame
        #expect(card.width == 270)
        #expect(abs(card.midX - 196.5) < 0.5)
        #expect(abs(card.midY - (59 + (852 - 59 - 34) / 2)) < 0.5)
        var buttons: [CGRect] = []
        func visit(_ n: PlacedNode) {
            if case .text(let t, _, _)? = layout.nodes[n.id].drawing, t.string == "Delete" || t.string == "Cancel" { buttons.append(n.frame) }
            n.children.forEach(visit)
        }
        visit(layout.root)
        #expect(buttons.count == 2)
        #expect(abs(buttons[0].midY - buttons[1].midY) < 0.5)          // side by side
        #expect(buttons[0].midX < card.midX && buttons[1].midX > card.midX)  // cancel leading
        #expect(abs(buttons[0].midY - (card.maxY - 22)) < 0.5)          // in the 44-pt row at the bottom
    }

    @Test func twoLongTitlesAreStacked() throws {
        let (p, _) = try presented(home.alert("Remove App?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Remove from Home Screen and Library") {}
        })
        let layout = LayoutEngine.layout(p.content, text: DeviceLayout.text, environment: LayoutEnvironment(
            bounds: CGRect(x: 0, y: 0, width: 393, height: 852), containerInsets: Device.iPhone15Pro.safeAreaInsets, displayScale: 3))
        var order: [(String, CGRect)] = []
        func visit(_ n: PlacedNode) {
            if case .text(let t, _, _)? = layout.nodes[n.id].drawing { order.append((t.string, n.frame)) }
            n.children.forEach(visit)
        }
        visit(layout.root)
        #expect(order.map(\.0) == ["Remove App?", "Remove from Home Screen and Library", "Cancel"])
        #expect(abs(order[1].1.midX - order[2].1.midX) < 0.5)
        #expect(order[2].1.midY - order[1].1.midY > 43)
    }

    // MARK: Pixels

    @Test
    func aLargeSheetPushesTheScreenBack() throws {
        let drawn = try svg(home.sheet(isPresented: .constant(true)) { Samples.Editor() })
        let p = try pixels(drawn, "large-sheet", [(2, 40), (196, 64), (196, 500), (2, 500)])
        #expect(near(p[0], (0, 0, 0)))                  // the black backdrop
        #expect(near(p[1], (194, 194, 198), within: 4)) // the pushed-back list, dimmed by 20 %
        #expect(near(p[2], (242, 242, 247)))            // the sheet's own list
        #expect(near(p[3], (242, 242, 247)))            // the sheet spans the width
    }

    @Test
    func aMediumSheetDimsTheScreen() throws {
        let view = home.sheet(isPresented: .constant(true)) { Samples.Editor().presentationDetents([.medium, .large]) }
        let light = try pixels(try svg(view), "medium-light", [(196, 350), (196, 700), (196, 451), (150, 451)])
        #expect(near(light[0], (194, 194, 198), within: 4))  // dimmed presenting screen
        #expect(near(light[1], (242, 242, 247)))             // the sheet
        #expect(light[2][0] < 230)                            // the drag indicator
        #expect(near(light[3], (242, 242, 247)))             // beside it, the sheet
        let dark = try pixels(try svg(view, scheme: .dark), "medium-dark", [(196, 204)])
        #expect(near(dark[0], (22, 22, 24), within: 4))      // a dark row (28,28,30) dimmed by 20 %
        let undimmed = home.sheet(isPresented: .constant(true)) {
            Text("Map controls").presentationDetents([.height(120)]).presentationBackgroundInteraction(.enabled)
        }
        let open = try pixels(try svg(undimmed), "medium-enabled", [(196, 350)])
        #expect(near(open[0], (242, 242, 247)))
    }

    @Test
    func alertColoursInBothSchemes() throws {
        let view = home.alert("Delete?", isPresented: .constant(true)) { Button("OK") {} }
        let points = [(x: 70, y: 410), (x: 40, y: 410)]
        let light = try pixels(try svg(view), "alert-light", points)
        // (242,242,242) at 90 % over the dimmed list (194,194,198).
        #expect(near(light[0], (237, 237, 238), within: 4))
        #expect(near(light[1], (194, 194, 198), within: 4))
        let dark = try pixels(try svg(view, scheme: .dark), "alert-dark", points)
        #expect(near(dark[0], (33, 33, 33), within: 4))
        #expect(near(dark[1], (0, 0, 0), within: 2))
    }

    @Test
    func anIPadSheetIsACentredFormSheet() throws {
        let drawn = try svg(home.sheet(isPresented: .constant(true)) { Samples.Editor() }, device: .iPadPro11)
        // 540 × 620 in the middle of the safe area (24…1174): x 147…687, y 289…909.
        let p = try pixels(drawn, "form-sheet", [(160, 600), (680, 600), (130, 600), (700, 600), (700, 130), (417, 920)])
        #expect(near(p[0], (242, 242, 247)) && near(p[1], (242, 242, 247)))
        for outside in p[2...] { #expect(near(outside, (194, 194, 198), within: 4)) }
    }

    @Test
    func anIPadPopoverPointsAtItsButton() throws {
        let drawn = try svg(Samples.PopoverHome(), device: .iPadPro11, scheme: .dark)
        // The button sits at the top leading corner; the bubble is below it, 320 wide from the margin.
        let p = try pixels(drawn, "popover", [(170, 140), (300, 140), (600, 140), (170, 400), (51, 66)])
        #expect(near(p[0], (28, 28, 30)) && near(p[1], (28, 28, 30)))   // the bubble (elevated dark background)
        #expect(p[2][0] < 12 && p[3][0] < 12)                             // the screen beside and below: not dimmed
        #expect(near(p[4], (28, 28, 30)))                                 // the arrow under the button
        #expect(try SVGQuery(drawn).labels.contains("Tip"))
        // On an iPhone the same popover is a sheet: the screen is pushed back onto black.
        let phone = try pixels(try svg(Samples.PopoverHome()), "popover-phone", [(2, 40)])
        #expect(near(phone[0], (0, 0, 0)))
    }

    @Test
    func theStatusBarTurnsWhiteOverThePushedBackScreen() throws {
        let battery = [(x: 347, y: 29)]
        let plain = try pixels(try svg(home, chrome: true), "bar-plain", battery)
        let sheet = try pixels(try svg(home.sheet(isPresented: .constant(true)) { Text("S") }, chrome: true), "bar-sheet", battery)
        #expect(near(plain[0], (0, 0, 0), within: 30))
        #expect(near(sheet[0], (255, 255, 255), within: 30))
    }

    @Test
    func theActionSheetSitsAtTheBottom() throws {
        let drawn = try svg(home.confirmationDialog("Delete draft?", isPresented: .constant(true)) {
            Button("Delete Draft", role: .destructive) {}
        })
        // Cancel: 57 pt above the home indicator's inset (852 − 34), 8 pt from the sides.
        let p = try pixels(drawn, "dialog", [(196, 790), (4, 790), (196, 825)])
        #expect(near(p[0], (255, 255, 255)))
        #expect(near(p[1], (194, 194, 198), within: 4))
        #expect(near(p[2], (194, 194, 198), within: 4))
        let drawnLabels = try SVGQuery(drawn).labels
        #expect(drawnLabels.contains("Cancel") && drawnLabels.contains("Delete Draft"))
        #expect(!(try SVGQuery(drawn).labels.contains("Delete draft?")))   // the title is hidden by default
    }

    // MARK: iOS 26

    @Test("iOS 26: a sheet below full height floats 8 pt inside the screen's sides and bottom")
    func aMediumSheetFloatsInIOS26() throws {
        let view = home.sheet(isPresented: .constant(true)) { Samples.Editor().presentationDetents([.medium, .large]) }
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        renderer.platformLook = .iOS26
        let drawn = try pixels(try renderer.svg(), "medium-ios26", [(196, 700), (4, 700), (196, 848), (388, 700), (12, 700)])
        #expect(near(drawn[0], (242, 242, 247)))                                       // the sheet
        #expect(near(drawn[1], (194, 194, 198), within: 6), "\(drawn[1])")              // the dimmed screen beside it
        #expect(near(drawn[2], (194, 194, 198), within: 6), "\(drawn[2])")              // and below it
        #expect(near(drawn[3], (194, 194, 198), within: 6), "\(drawn[3])")
        #expect(near(drawn[4], (242, 242, 247)), "\(drawn[4])")                         // the sheet from 8 pt in
    }

    @Test("iOS 26: the alert is a 300 pt card whose buttons are side-by-side capsules")
    func theIOS26AlertIsWider() throws {
        let view = home.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }.environment(\.platformLook, .iOS26)
        let (p, _) = try presented(view)
        let layout = LayoutEngine.layout(p.content, text: DeviceLayout.text, environment: LayoutEnvironment(
            bounds: CGRect(x: 0, y: 0, width: 393, height: 852), containerInsets: Device.iPhone15Pro.safeAreaInsets, displayScale: 3))
        let card = layout.root.frame
        #expect(card.width == 300)
        #expect(abs(card.midX - 196.5) < 0.5)
        var buttons: [CGRect] = []
        func visit(_ n: PlacedNode) {
            if case .text(let t, _, _)? = layout.nodes[n.id].drawing, t.string == "Delete" || t.string == "Cancel" { buttons.append(n.frame) }
            n.children.forEach(visit)
        }
        visit(layout.root)
        #expect(buttons.count == 2)
        #expect(abs(buttons[0].midY - buttons[1].midY) < 0.5)
        #expect(buttons[0].midX < card.midX && buttons[1].midX > card.midX)
        #expect(abs(buttons[0].midY - (card.maxY - 20 - 24)) < 0.5, "a 48 pt capsule 20 pt above the card's bottom")
    }
}
