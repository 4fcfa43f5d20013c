import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

/// `person.2`: the person behind stops a gap short of the one in front, as
/// SF Symbols draws it, instead of the two outlines crossing.
@Suite struct GroupSymbolTests {
    @Test("person.2 and person.2.fill: the back figure's ink never meets the front figure's, at every weight",
          arguments: ["person.2", "person.2.fill"], [100, 400, 900])
    func figuresApart(_ name: String, weight: Int) throws {
        let image = try #require(SymbolLibrary.standard.image(named: name, pointSize: 40, weight: weight))
        let front = try #require(image.layers.first { $0.level == 0 }).path
        let back = try #require(image.layers.first { $0.level == 1 }).path
        let box = front.inkBounds.union(back.inkBounds)
        var touching = 0, backInk = 0
        for i in 0...200 {
            for j in 0...200 {
                let p = CGPoint(x: box.minX + box.width * CGFloat(i) / 200, y: box.minY + box.height * CGFloat(j) / 200)
                guard back.contains(p, eoFill: false) else { continue }
                backInk += 1
                // Within a point of the front figure's ink counts as touching.
                let near = [(0.0, 0.0), (1, 0), (-1, 0), (0, 1), (0, -1)].contains { front.contains(CGPoint(x: p.x + $0, y: p.y + $1), eoFill: false) }
                if near { touching += 1 }
            }
        }
        #expect(backInk > 200, "the back figure is drawn")
        #expect(touching == 0, "\(touching) points of the back figure touch the front one")
    }
}
