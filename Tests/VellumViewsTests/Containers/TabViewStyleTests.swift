import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite("Tab views: page style, page dots and badges")
struct TabViewStyleTests {
    let white = RGBAColor(255, 255, 255)
    let dim = RGBAColor(255, 255, 255, 0.35)

    @Test("The page style shows the first page full size, page dots instead of a tab bar")
    func page() throws {
        let s = try LaidOutScreen(TabView {
            Text("One").tabItem { Text("First") }
            Text("Two"); Text("Three")
        }.tabViewStyle(.page))
        #expect(s.strings.contains("One") && !s.strings.contains("Two") && !s.strings.contains("First"))
        let current = s.fills(white), others = s.fills(dim)
        #expect(current.count == 1 && others.count == 2)
        let dot = try #require(current.first)
        let second = try #require(others.first), last = try #require(others.last)
        #expect(screenClose(dot.width, 8) && dot.maxX < second.minX, "the first dot is the current one")
        #expect(dot.maxY <= 852 - 34 && dot.minY > 852 - 34 - 26, "over the bottom of the safe area")
        #expect(screenClose((dot.minX + last.maxX) / 2, 393 / 2, within: 1), "centred")
    }

    @Test("Index display modes: one page shows no dots unless .always; .never shows none")
    func indexDisplayMode() throws {
        #expect(try LaidOutScreen(TabView { Text("One") }.tabViewStyle(.page)).fills(white).isEmpty)
        #expect(try LaidOutScreen(TabView { Text("One") }.tabViewStyle(.page(indexDisplayMode: .always))).fills(white).count == 1)
        #expect(try LaidOutScreen(TabView { Text("A"); Text("B") }.tabViewStyle(.page(indexDisplayMode: .never))).fills(white).isEmpty)
    }

    @Test("indexViewStyle(.page(backgroundDisplayMode: .always)) puts a capsule behind the dots")
    func indexBackground() throws {
        let s = try LaidOutScreen(TabView { Text("A"); Text("B") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
        let capsule = try #require(s.fills(RGBAColor(0, 0, 0, 0.25)).first)
        let dot = try #require(s.fills(white).first)
        #expect(capsule.contains(dot))
        #expect(try LaidOutScreen(TabView { Text("A"); Text("B") }.tabViewStyle(.page)).fills(RGBAColor(0, 0, 0, 0.25)).isEmpty)
    }

    @Test("An image alone as a tab item is the item's icon: as large and as high as with a title")
    func imageOnlyTabItem() throws {
        let bare = try LaidOutScreen(TabView {
            Text("Home").tabItem { Image(systemName: "house") }
            Text("Search").tabItem { Image(systemName: "magnifyingglass") }
        })
        let titled = try LaidOutScreen(TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        })
        #expect(bare.frames(named: "Image") == titled.frames(named: "Image"))
        #expect(bare.strings == ["Home"] && titled.strings == ["Home", "Home", "Search"])
    }

    @Test("A badge on a tab is a red bubble at its icon's top-trailing corner")
    func tabBadge() throws {
        let s = try LaidOutScreen(TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(5)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.badge("")
        })
        let bubble = try #require(s.fills(RGBAColor(255, 59, 48)).first)
        #expect(screenClose(bubble.height, 18) && bubble.width >= 18)
        let digit = try #require(s.text("5"))
        #expect(bubble.contains(CGPoint(x: digit.midX, y: digit.midY)))
        #expect(s.textColor("5") == white)
        let itemCentre = 393.0 / 4
        #expect(screenClose(bubble.minX, itemCentre + 5, within: 1), "left edge just right of the item's centre")
        #expect(bubble.minY > 852 - 34 - 49 - 4 && bubble.minY < 852 - 34 - 49 + 7, "at the top of the item")
    }
}
