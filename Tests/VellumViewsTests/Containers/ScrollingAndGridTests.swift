import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite("Container-relative frames, safe-area padding, scroll modifiers and grid cells")
struct ScrollingAndGridTests {
    @Test("containerRelativeFrame sizes to the scroll view: count, span and spacing")
    func containerRelative() throws {
        let s = try LaidOutScreen(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { i in Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: i == 0 ? 2 : 1, spacing: 10) }
            }
        })
        let reds = s.fills(RGBAColor(255, 59, 48))
        #expect(reds.count == 4)
        let one = (393.0 - 20) / 3
        #expect(screenClose(reds[0].width, one * 2 + 10, within: 0.5) && screenClose(reds[1].width, one, within: 0.5))
        let plain = try LaidOutScreen(ScrollView { Color.blue.frame(height: 20).containerRelativeFrame(.horizontal) { w, _ in w / 2 } })
        #expect(screenClose(try #require(plain.fills(RGBAColor(0, 122, 255)).first).width, 393 / 2))
    }

    @Test("containerRelativeFrame outside a scroll view sizes to the space offered")
    func containerRelativeOutside() throws {
        let s = try LaidOutScreen(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 10))
        let red = try #require(s.fills(RGBAColor(255, 59, 48)).first)
        #expect(screenClose(red.width, 393 / 2), "\(red)")
    }

    @Test("safeAreaPadding insets the content; its forms agree")
    func safeAreaPadding() throws {
        let a = try LaidOutScreen(Text("X").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).safeAreaPadding(20))
        let x = try #require(a.text("X"))
        #expect(screenClose(x.minX, 20) && screenClose(x.minY, 59 + 20))
        let b = try LaidOutScreen(Text("X").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).safeAreaPadding(.horizontal))
        let bx = try #require(b.text("X"))
        #expect(screenClose(bx.minX, 16) && screenClose(bx.minY, 59))
        let c = try LaidOutScreen(Text("X").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .safeAreaPadding(EdgeInsets(top: 5, leading: 7, bottom: 0, trailing: 0)))
        let cx = try #require(c.text("X"))
        #expect(screenClose(cx.minX, 7) && screenClose(cx.minY, 64))
    }

    @Test("Scroll modifiers compile and leave the resting picture; scrollClipDisabled removes the clip")
    func scrollModifiers() throws {
        let id: Int? = nil
        let s = try LaidOutScreen(ScrollView { LazyVStack { Text("Top") }.scrollTargetLayout() }
            .scrollTargetBehavior(.viewAligned).scrollTargetBehavior(.paging)
            .scrollPosition(id: .constant(id)).scrollIndicators(.hidden)
            .scrollDismissesKeyboard(.interactively).defaultScrollAnchor(.bottom))
        #expect(screenClose(try #require(s.text("Top")).minY, 59))
        let clipped = try LaidOutScreen(ScrollView { Text("A") })
        let unclipped = try LaidOutScreen(ScrollView { Text("A") }.scrollClipDisabled())
        #expect(clipped.frames(named: "ScrollClip").count == unclipped.frames(named: "ScrollClip").count + 1)
    }

    @Test("gridCellColumns spans columns; gridColumnAlignment aligns a column")
    func gridCells() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("aaaa"); Text("bb") }
            GridRow { Text("c").gridColumnAlignment(.trailing); Text("d") }
            GridRow { Text("wide").gridCellColumns(2) }
        })
        let a = try #require(s.text("aaaa")), c = try #require(s.text("c"))
        #expect(screenClose(c.maxX, a.maxX), "column 0 aligned trailing")
        let b = try #require(s.text("bb")), wide = try #require(s.text("wide"))
        #expect(screenClose(wide.midX, (a.minX + b.maxX) / 2, within: 0.5), "centred across both columns")
    }

    @Test("A grid offered a width shares it: flexible cells fill what the others leave")
    func gridFlexibleCells() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("Name"); Color.red.frame(height: 20) }
        }.frame(width: 300))
        let name = try #require(s.text("Name")), red = try #require(s.fills(RGBAColor(255, 59, 48)).first)
        #expect(screenClose(red.maxX - name.minX, 300, within: 1), "the grid is as wide as it was offered: \(name) \(red)")
        #expect(screenClose(red.minX, name.maxX + 10, within: 1), "the colour starts a spacing after the text's column")
        #expect(red.width > 200, "the colour takes what the text leaves, not its ideal 10 pt")

        let pair = try LaidOutScreen(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red; Color.blue }
        }.frame(width: 200, height: 50))
        let a = try #require(pair.fills(RGBAColor(255, 59, 48)).first), b = try #require(pair.fills(RGBAColor(0, 122, 255)).first)
        #expect(screenClose(a.width, 100) && screenClose(b.width, 100) && screenClose(a.height, 50) && screenClose(b.minX, a.maxX),
                "two flexible columns share the width, their row the height: \(a) \(b)")
    }

    @Test("A cell that cannot grow sets its column's width and its row's height; flexible cells fill them")
    func gridRigidCellSetsTrack() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.blue; Color.orange.frame(width: 75); Color.red }
            GridRow { Color.blue; Color.orange; Color.red.frame(height: 150) }
        }.frame(width: 375, height: 500))
        let oranges = s.fills(RGBAColor(255, 149, 0)), blues = s.fills(RGBAColor(0, 122, 255)), reds = s.fills(RGBAColor(255, 59, 48))
        #expect(oranges.count == 2 && oranges.allSatisfy { screenClose($0.width, 75) }, "\(oranges)")
        #expect(blues.count == 2 && blues.allSatisfy { screenClose($0.width, 150) }, "the other columns share the rest: \(blues)")
        #expect(reds.count == 2 && screenClose(reds[1].height, 150) && screenClose(reds[0].height, 350), "\(reds)")
        #expect(screenClose(blues[1].height, 150), "the flexible cells of the second row fill its 150 pt")
    }

    @Test("An unoffered grid keeps its cells' ideal sizes")
    func gridIdealInScrollView() throws {
        let s = try LaidOutScreen(ScrollView(.horizontal) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) { GridRow { Text("A"); Color.red.frame(height: 20) } }
        })
        let red = try #require(s.fills(RGBAColor(255, 59, 48)).first)
        #expect(screenClose(red.width, 10), "a colour's ideal width where the grid is offered none: \(red)")
    }

    @Test("gridCellAnchor and gridCellUnsizedAxes")
    func gridAnchorUnsized() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 100, height: 40); Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading) }
            GridRow { Color.green.gridCellUnsizedAxes([.horizontal, .vertical]); Color.yellow.frame(width: 10, height: 20) }
        })
        let red = try #require(s.fills(RGBAColor(255, 59, 48)).first), blue = try #require(s.fills(RGBAColor(0, 122, 255)).first)
        #expect(screenClose(blue.minY, red.minY) && screenClose(blue.minX, red.maxX))
        let green = try #require(s.fills(RGBAColor(52, 199, 89)).first)
        #expect(screenClose(green.width, 100) && screenClose(green.height, 20))
    }

    @Test("A cell's traits pass up through the modifiers around it, not out of a stack inside it")
    func gridTraitsThroughModifiers() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("aaaa"); Text("bb") }
            GridRow { Text("wide").gridCellColumns(2).padding(.vertical, 4) }
            GridRow { VStack { Text("kept").gridCellColumns(2) }; Text("x") }
        })
        let a = try #require(s.text("aaaa")), b = try #require(s.text("bb"))
        let wide = try #require(s.text("wide")), kept = try #require(s.text("kept")), x = try #require(s.text("x"))
        #expect(screenClose(wide.midX, (a.minX + b.maxX) / 2, within: 0.5), "spans both columns through its padding")
        #expect(screenClose(kept.midX, a.midX, within: 0.5), "a stack's child's span is not the stack's")
        #expect(screenClose(x.midX, b.midX, within: 0.5), "the next cell stays in the second column")
    }

    @Test("A trait set twice: the modifier applied last wins")
    func gridTraitOuterWins() throws {
        let s = try LaidOutScreen(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Text("aaaa"); Text("bb") }
            GridRow { Text("wide").gridCellColumns(1).gridCellColumns(2) }
        })
        let a = try #require(s.text("aaaa")), b = try #require(s.text("bb")), wide = try #require(s.text("wide"))
        #expect(screenClose(wide.midX, (a.minX + b.maxX) / 2, within: 0.5))
    }
}
