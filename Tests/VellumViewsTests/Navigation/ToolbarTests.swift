import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// Toolbars and navigation bars on an iPhone 15 Pro (393 × 852, safe area 59 / 34, keyboard 336).
@Suite("Toolbars and navigation bars")
struct ToolbarTests {
    // MARK: Helpers

    /// A laid-out view, lowered with the keyboard shown or not.
    struct Laid {
        let result: LayoutResult

        init<V: View>(_ view: V, device: Device = .iPhone15Pro, keyboard: Bool = false) throws {
            var env = EnvironmentValues()
            env.displayScale = device.scale
            env.isKeyboardShown = keyboard
            let nodes = try LoweringContext(environment: env).lower(view)
            let root = nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
            let screen = LayoutEnvironment(bounds: CGRect(origin: .zero, size: device.size), containerInsets: device.safeAreaInsets,
                                           keyboardHeight: keyboard ? device.keyboardHeight : 0, displayScale: device.scale)
            result = LayoutEngine.layout(root, text: DeviceLayout.text, environment: screen)
        }

        /// Every placed node, in preorder.
        var placed: [Int] { result.placedIDs }

        /// The frames of the nodes called `name`.
        func frames(named name: String) -> [CGRect] { result.frames(named: name) }

        /// The text drawn with `string`, and its frame.
        func text(_ string: String) -> (text: StyledText, paint: Paint, frame: CGRect)? {
            for id in placed {
                if case .text(let t, _, let paint)? = result.nodes[id].drawing, t.string == string { return (t, paint, result.frames[id]) }
            }
            return nil
        }

        /// The first baseline of the text drawn with `string`, in the screen's coordinates.
        func baseline(_ string: String) -> CGFloat? {
            for id in placed {
                if case .text(let t, let o, _)? = result.nodes[id].drawing, t.string == string {
                    return result.frames[id].minY + DeviceLayout.text.measure(t, options: o, width: result.frames[id].width).firstBaseline
                }
            }
            return nil
        }

        /// Every string drawn.
        var strings: [String] {
            placed.compactMap { if case .text(let t, _, _)? = result.nodes[$0].drawing { return t.string }; return nil }
        }
    }

    let width: CGFloat = 393
    let safeTop: CGFloat = 59
    let accent = RGBAColor(0, 122, 255)

    func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }

    // MARK: A title without items

    @Test("A large title without items sits below the 44 pt bar row, its baseline 36.33 pt below it (measured)")
    func titleWithoutItems() throws {
        let laid = try Laid(NavigationStack { Text("Body").navigationTitle("Settings") })
        let title = try #require(laid.text("Settings")), baseline = try #require(laid.baseline("Settings"))
        #expect(title.frame.minX == 16 && close(baseline, safeTop + 44 + 36.33, within: 0.34))
        #expect(title.text.runs[0].font.size == 34 && title.text.runs[0].font.weight == 700)
        #expect(laid.frames(named: "NavigationBar") == [CGRect(x: 0, y: safeTop, width: width, height: 44)], "the bar row, empty")
    }

    // MARK: The navigation bar

    @Test("Leading and trailing items sit in the 44 pt bar row; the large title moves below it")
    func largeTitleWithItems() throws {
        let laid = try Laid(NavigationStack {
            Text("Body")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
        })
        let row = try #require(laid.frames(named: "NavigationBar").first)
        #expect(row == CGRect(x: 0, y: safeTop, width: width, height: 44))
        let edit = try #require(laid.text("Edit")), add = try #require(laid.text("Add"))
        #expect(edit.frame.minX == 16, "leading item at the margin")
        #expect(close(add.frame.maxX, width - 16, within: 0.34), "trailing item at the margin")
        #expect(close(edit.frame.midY, row.midY, within: 0.34) && close(add.frame.midY, row.midY, within: 0.34))
        #expect(edit.text.runs[0].font.size == 17 && edit.text.runs[0].font.weight == 400)
        #expect(edit.paint == .color(accent) && add.paint == .color(accent), "buttons take the accent colour")
        let title = try #require(laid.text("Inbox")), baseline = try #require(laid.baseline("Inbox"))
        #expect(title.frame.minX == 16 && close(baseline, safeTop + 44 + 36.33, within: 0.34),
                "the large title below the bar row")
        #expect(title.text.runs[0].font.size == 34)
    }

    @Test("Inline: the title is centred in the bar row in the headline font, and no large title is drawn")
    func inlineTitle() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
        })
        let title = try #require(laid.text("Details"))
        #expect(title.text.runs[0].font.size == 17 && title.text.runs[0].font.weight == 600)
        #expect(close(title.frame.midX, width / 2, within: 0.34))
        #expect(close(title.frame.midY, safeTop + 22, within: 0.34))
        #expect(laid.frames(named: "NavigationBar") == [CGRect(x: 0, y: safeTop, width: width, height: 44)])
        #expect(laid.strings.filter { $0 == "Details" }.count == 1)
        // The root is centred between the 44 pt row and the home indicator's safe area
        // (852 − 34), as SwiftUI centres a navigation stack's content.
        let body = try #require(laid.text("Body"))
        #expect(close(body.frame.midY, (safeTop + 44 + 818) / 2, within: 0.34))
        // The old spelling gives the same.
        let old = try Laid(NavigationView { Text("Body").navigationBarTitle("Details", displayMode: .inline) })
        #expect(old.text("Details")?.frame == title.frame)
    }

    @Test("Large and inline titles: the inline one sits in the row, the large one below it")
    func inlineVersusLarge() throws {
        func laid(_ mode: NavigationBarItem.TitleDisplayMode) throws -> Laid {
            try Laid(NavigationStack {
                Text("Body").navigationTitle("Mail").navigationBarTitleDisplayMode(mode)
                    .toolbar { Button("Edit") {} }
            })
        }
        let inline = try #require(try laid(.inline).text("Mail")), large = try #require(try laid(.large).text("Mail"))
        let automatic = try #require(try laid(.automatic).text("Mail"))
        #expect(inline.frame.maxY <= safeTop + 44 && large.frame.minY >= safeTop + 44)
        #expect(automatic.frame == large.frame, "automatic is large at the root")
        #expect(large.frame.minX == 16 && close(inline.frame.midX, width / 2, within: 0.34))
    }

    @Test("A principal item replaces the inline title, centred; with a large title it sits in the row above it")
    func principal() throws {
        let inline = try Laid(NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        })
        let custom = try #require(inline.text("Custom"))
        #expect(close(custom.frame.midX, width / 2, within: 0.34) && close(custom.frame.midY, safeTop + 22, within: 0.34))
        #expect(inline.text("Title") == nil, "the principal item replaces the inline title")

        let large = try Laid(NavigationStack {
            Text("Body").navigationTitle("Title").toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        })
        #expect(large.text("Custom").map { close($0.frame.midY, safeTop + 22, within: 0.34) } == true)
        #expect(large.baseline("Title").map { close($0, safeTop + 44 + 36.33, within: 0.34) } == true)
    }

    @Test("Semantic placements go where iOS puts them; a confirmation action is semibold")
    func semanticPlacements() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").navigationTitle("New Event").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                }
        })
        let cancel = try #require(laid.text("Cancel")), add = try #require(laid.text("Add"))
        #expect(cancel.frame.minX == 16 && close(add.frame.maxX, width - 16, within: 0.34))
        #expect(add.text.runs[0].font.weight == 600 && cancel.text.runs[0].font.weight == 400)

        for placement in [ToolbarItemPlacement.navigation, .navigationBarLeading, .topBarLeading, .cancellationAction] {
            let one = try Laid(NavigationStack { Text("B").toolbar { ToolbarItem(placement: placement) { Text("X") } } })
            #expect(one.text("X")?.frame.minX == 16, "\(placement) is leading")
        }
        for placement in [ToolbarItemPlacement.automatic, .primaryAction, .navigationBarTrailing, .topBarTrailing,
                          .confirmationAction, .destructiveAction] {
            let one = try Laid(NavigationStack { Text("B").toolbar { ToolbarItem(placement: placement) { Text("X") } } })
            #expect(one.text("X").map { close($0.frame.maxX, width - 16, within: 0.34) } == true, "\(placement) is trailing")
        }
    }

    @Test("Plain views in toolbar { } are trailing items, in the order written")
    func plainViews() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").toolbar { Button("One") {}; Button("Two") {} }
        })
        let one = try #require(laid.text("One")), two = try #require(laid.text("Two"))
        #expect(one.frame.maxX < two.frame.minX && close(two.frame.maxX, width - 16, within: 0.34))
        #expect(close(two.frame.minX - one.frame.maxX, 16, within: 0.34))
    }

    @Test("Image buttons use the bar's large symbol scale; labels show their icons")
    func images() throws {
        let bar = try Laid(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") {} }
            }
        })
        let plain = try Laid(Image(systemName: "square.and.pencil"))
        let barImage = try #require(bar.frames(named: "Image").first), plainImage = try #require(plain.frames(named: "Image").first)
        #expect(barImage.height > plainImage.height, "the large scale is bigger than the body's medium")
        #expect(bar.text("Compose") == nil, "a label in a bar shows its icon only")
        #expect(close(barImage.maxX, width - 16, within: 0.34) && close(barImage.midY, safeTop + 22, within: 0.34))
    }

    @Test("Secondary actions collapse into the overflow button at the trailing end")
    func secondaryAction() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .secondaryAction) { Button("Duplicate") {} }
                ToolbarItem(placement: .primaryAction) { Button("Share") {} }
            }
        })
        #expect(laid.text("Duplicate") == nil)
        let share = try #require(laid.text("Share")), overflow = try #require(laid.frames(named: "Image").first)
        #expect(share.frame.maxX < overflow.minX && close(overflow.maxX, width - 16, within: 0.34))
    }

    @Test("navigationBarItems places its views leading and trailing")
    func navigationBarItems() throws {
        let laid = try Laid(NavigationView {
            Text("Body").navigationBarTitle("Flavors").navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
        })
        #expect(laid.text("Edit")?.frame.minX == 16)
        #expect(laid.text("Add").map { close($0.frame.maxX, width - 16, within: 0.34) } == true)
    }

    @Test("A long inline title gives way to the items and is offered only the space between them")
    func longTitle() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").navigationTitle("A very long title that cannot possibly fit in the bar")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
                }
        })
        let title = try #require(laid.placed.first { id in
            if case .text(let t, _, _)? = laid.result.nodes[id].drawing { return t.string.hasPrefix("A very") }; return false
        }.map { laid.result.frames[$0] })
        let cancel = try #require(laid.text("Cancel")), save = try #require(laid.text("Save"))
        #expect(title.minX >= cancel.frame.maxX + 6 - 0.34 && title.maxX <= save.frame.minX - 6 + 0.34)
    }

    @Test("Hiding the navigation bar removes its title and items")
    func hiddenBar() throws {
        for view in [AnyView(Text("Body").navigationTitle("T").toolbar { Button("E") {} }.toolbar(.hidden, for: .navigationBar)),
                     AnyView(Text("Body").navigationTitle("T").toolbar { Button("E") {} }.navigationBarHidden(true))] {
            let laid = try Laid(NavigationStack { view })
            #expect(laid.strings == ["Body"])
            #expect(laid.frames(named: "NavigationBar").isEmpty)
        }
    }

    @Test("A title menu adds a chevron after the inline title")
    func titleMenu() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { Button("Sent") {} }
        })
        let title = try #require(laid.text("Inbox")), chevron = try #require(laid.frames(named: "Image").first)
        #expect(chevron.minX > title.frame.maxX && chevron.minX - title.frame.maxX < 8)
        #expect(close(chevron.midY, safeTop + 22, within: 0.5))
        #expect(laid.text("Sent") == nil, "the menu is drawn closed")
    }

    @Test("toolbarBackground's style fills the bar up under the status bar")
    func backgroundStyle() throws {
        let styled = try Laid(NavigationStack {
            Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbarBackground(Color.orange, for: .navigationBar)
        })
        let fill = try #require(styled.placed.first { id in
            if case .fill(_, let paint, _)? = styled.result.nodes[id].drawing { return paint == .color(RGBAColor(255, 149, 0)) }; return false
        }.map { styled.result.frames[$0] })
        #expect(fill == CGRect(x: 0, y: 0, width: width, height: safeTop + 44))
    }

    // MARK: The bottom toolbar

    @Test("The bottom toolbar is drawn only with bottom items: 49 pt above the home indicator, a status centred")
    func bottomBar() throws {
        let none = try Laid(NavigationStack { Text("Body").navigationTitle("T").toolbar { Button("E") {} } })
        #expect(none.frames(named: "BottomToolbar").isEmpty)

        let laid = try Laid(NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Folders") {} }
                ToolbarItem(placement: .status) { Text("12 Notes") }
                ToolbarItem(placement: .bottomBar) { Button("New") {} }
            }
        })
        let bar = try #require(laid.frames(named: "BottomToolbar").first)
        #expect(bar == CGRect(x: 0, y: 852 - 34 - 49, width: width, height: 49))
        let status = try #require(laid.text("12 Notes"))
        #expect(close(status.frame.midX, width / 2, within: 0.34) && close(status.frame.midY, bar.midY, within: 0.34))
        #expect(laid.text("Folders")?.frame.minX == 16, "items before the status lead")
        #expect(laid.text("New").map { close($0.frame.maxX, width - 16, within: 0.34) } == true, "items after it trail")
        #expect(laid.frames(named: "frame").first.map { close($0.maxY, bar.minY) } == true, "the root ends at the bar")

        let hidden = try Laid(NavigationStack {
            Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Button("New") {} } }.toolbar(.hidden, for: .bottomBar)
        })
        #expect(hidden.frames(named: "BottomToolbar").isEmpty && hidden.text("New") == nil)
    }

    @Test("A bottom toolbar group keeps its Spacer: items are pushed apart")
    func bottomGroupSpacer() throws {
        let laid = try Laid(NavigationStack {
            Text("Body").toolbar {
                ToolbarItemGroup(placement: .bottomBar) { Button("Left") {}; Spacer(); Button("Right") {} }
            }
        })
        #expect(laid.text("Left")?.frame.minX == 16)
        #expect(laid.text("Right").map { close($0.frame.maxX, width - 16, within: 0.34) } == true)
        let spaced = try Laid(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Left") {} }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("Right") {} }
            }
        })
        #expect(spaced.text("Right").map { close($0.frame.maxX, width - 16, within: 0.34) } == true, "a flexible ToolbarSpacer")
    }

    // MARK: The keyboard toolbar

    @Test("Keyboard items are drawn above the keyboard only while it is shown")
    func keyboardBar() throws {
        let view = NavigationStack {
            Text("Body").navigationTitle("Sign In").toolbar {
                ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") {} }
                ToolbarItem(placement: .bottomBar) { Button("Help") {} }
            }
        }
        let hidden = try Laid(view)
        #expect(hidden.text("Done") == nil && hidden.frames(named: "KeyboardToolbar").isEmpty)
        #expect(hidden.text("Help") != nil)

        let shown = try Laid(view, keyboard: true)
        let bar = try #require(shown.frames(named: "KeyboardToolbar").first)
        #expect(bar == CGRect(x: 0, y: 852 - 336 - 44, width: width, height: 44))
        let done = try #require(shown.text("Done"))
        #expect(close(done.frame.maxX, width - 16, within: 0.34) && close(done.frame.midY, bar.midY, within: 0.34))
        #expect(shown.text("Help") == nil, "the bottom toolbar stays under the keyboard")
    }

    // MARK: Toolbar content

    @Test("Custom ToolbarContent, conditions and navigation without a stack")
    func content() throws {
        struct EditorToolbar: ToolbarContent {
            var saving: Bool
            var body: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                if saving {
                    ToolbarItem(placement: .confirmationAction) { ProgressView() }
                } else {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
            }
        }
        let laid = try Laid(NavigationStack { Text("Body").toolbar { EditorToolbar(saving: false) } })
        #expect(laid.text("Cancel")?.frame.minX == 16 && laid.text("Save") != nil)
        // Outside a navigation stack a toolbar draws nothing, as on iOS.
        let bare = try Laid(Text("Body").toolbar { Button("Edit") {} }.toolbarRole(.editor))
        #expect(bare.strings == ["Body"])
    }
}

@Suite("Toolbars leave the layout alone")
struct ToolbarLayoutTests {
    @Test("A bottom toolbar on the root's content keeps the content centred between the bars")
    func bottomBarKeepsContentCentred() throws {
        func midY(_ view: some View) throws -> CGFloat {
            let laid = try ToolbarTests.Laid(view)
            return try #require(laid.text("Centre")).frame.midY
        }
        let plain = try midY(NavigationView { VStack { Text("Centre") } })
        let withBar = try midY(NavigationView {
            VStack {
                Text("Centre").toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("End") {} } }
            }
        })
        #expect(abs(plain - 438.5) < 1, "alone it is centred in the safe area (59 to 818): \(plain)")
        // The bottom bar (49 pt) is an inset of the safe area: the centre moves up by half of it.
        #expect(abs(withBar - (plain - 24.5)) < 1, "centred above the bottom bar: \(withBar)")
    }
}
