import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// A scroll view's several children are stacked along its axis, as SwiftUI
/// stacks them, not drawn on top of each other.
@Suite("ScrollView: several children")
@MainActor struct ScrollViewContentTests {
    /// `view` painted on a 200 × 300 canvas.
    func painted(_ view: some View) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 200, height: 300))
    }

    @Test("vertical: the children of a scroll view are the children of a VStack")
    func vertical() throws {
        let stacked = try painted(ScrollView { Text("Title").font(.title); Color.red.frame(height: 40); Text("Footer") })
        #expect(stacked == (try painted(ScrollView { VStack { Text("Title").font(.title); Color.red.frame(height: 40); Text("Footer") } })))
        #expect(stacked != (try painted(ScrollView { ZStack { Text("Title").font(.title); Color.red.frame(height: 40); Text("Footer") } })))
    }

    @Test("a ForEach straight in a scroll view stacks its rows")
    func forEach() throws {
        let rows = try painted(ScrollView { ForEach(0..<4) { Text("Row \($0)") } })
        #expect(rows == (try painted(ScrollView { VStack { ForEach(0..<4) { Text("Row \($0)") } } })))
    }

    @Test("horizontal: an HStack; with content margins, around the whole stack")
    func horizontal() throws {
        let tiles = try painted(ScrollView(.horizontal) { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 60, height: 40) })
        #expect(tiles == (try painted(ScrollView(.horizontal) { HStack { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 60, height: 40) } })))
        let margins = try painted(ScrollView { Text("A"); Text("B") }.contentMargins(20))
        #expect(margins == (try painted(ScrollView { VStack { Text("A"); Text("B") } }.contentMargins(20))))
    }
}
