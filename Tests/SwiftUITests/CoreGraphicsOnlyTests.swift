import Testing
import CoreGraphics

/// A file that imports only Core Graphics: CGFloat keeps its own arithmetic,
/// as it does with Apple's module.
@Suite("import CoreGraphics")
struct CoreGraphicsOnlyTests {
    @Test("reducing CGFloats with + stays CGFloat, so a CGFloat? closure result type-checks")
    func arithmetic() {
        let increases: [CGFloat?] = [2, nil, 4]
        let total = increases.compactMap { $0 }.reduce(0, +)
        let exceeded = max(0, total - 3)
        let share: CGFloat = exceeded / increases.compactMap({ $0 }).reduce(0, +)
        #expect(share == 0.5)
        #expect(type(of: total) == CGFloat.self)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
