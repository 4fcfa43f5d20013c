import Foundation
import Testing
@testable import Vellum

/// `Table`: SwiftUI's sortable, selectable and row-built tables compile, an
/// iPhone shows the first column, an iPad every column under a header row
/// whose sorted column carries a chevron.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
        let city: String
    }

    static let people = [Person(id: 1, name: "Ada", age: 36, city: "London"), Person(id: 2, name: "Grace", age: 85, city: "New York"),
                         Person(id: 3, name: "Alan", age: 41, city: "Wilmslow")]

    /// A sortable table mixing sortable and unsortable columns, with a selection.
    struct Sorted: View {
        var order = [KeyPathComparator(\Person.name)]
        var body: some View {
            Table(TableTests.people, selection: .constant(Set([2])), sortOrder: .constant(order)) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                    .width(60)
                    .alignment(.trailing)
                TableColumn("City") { Text($0.city) }
            }
        }
    }

    /// Each `Text` of the settled picture with its frame, and the number of images, read from the view tree.
    static func picture<V: View>(_ view: V, on device: Device) throws -> (texts: [(String, CGRect)], images: Int) {
        let tree = try SVGRenderer(content: view, device: device).viewTree()
        var texts: [(String, CGRect)] = [], images = 0
        for line in tree.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("Image ") { images += 1 }
            guard line.hasPrefix("Text \""), let close = line.dropFirst(6).firstIndex(of: "\""),
                  let open = line.range(of: "frame=(", options: .backwards) else { continue }
            let numbers = line[open.upperBound...].dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 4 else { continue }
            texts.append((String(line[line.index(line.startIndex, offsetBy: 6)..<close]),
                          CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        }
        return (texts, images)
    }

    @Test("On iPhone a sortable table shows its first column only, one 44 pt row per value")
    func compact() throws {
        let (texts, images) = try Self.picture(Sorted(), on: .iPhone15Pro)
        #expect(texts.map(\.0) == ["Ada", "Grace", "Alan"])
        #expect(zip(texts.dropFirst(), texts).map { $0.1.minY - $1.1.minY } == [44, 44])
        #expect(images == 0)
    }

    @Test("On iPad every column shows under its title; cells line up with their titles")
    func regular() throws {
        let (texts, _) = try Self.picture(Sorted(), on: .iPadPro11)
        #expect(texts.map(\.0) == ["Name", "Age", "City", "Ada", "36", "London", "Grace", "85", "New York", "Alan", "41", "Wilmslow"])
        let frame = Dictionary(texts.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        // Titles and cells share each column's edge: leading for Name and City, trailing for the 60 pt Age column.
        #expect(frame["Name"]?.minX == frame["Ada"]?.minX)
        #expect(frame["City"]?.minX == frame["London"]?.minX)
        #expect(frame["Age"]?.maxX == frame["36"]?.maxX)
        #expect(frame["Age"]?.maxX == frame["85"]?.maxX)
        // The two flexible columns share what the fixed one leaves, so City starts past the middle of the 834 pt screen.
        let city = try #require(frame["City"]?.minX)
        #expect(city > 417 && city < 500, "\(city)")
        // Rows sit below the header, 44 pt apart.
        #expect((frame["Ada"]?.minY ?? 0) > (frame["Name"]?.maxY ?? .infinity))
        #expect(frame["Grace"].map(\.minY) == frame["Ada"].map { $0.minY + 44 })
    }

    @Test("The sorted column's title carries a chevron that turns with the order; an unsorted table has none")
    func sortIndicator() throws {
        let forward = try SVGRenderer(content: Sorted(), device: .iPadPro11).svg()
        let reverse = try SVGRenderer(content: Sorted(order: [KeyPathComparator(\Person.name, order: .reverse)]), device: .iPadPro11).svg()
        #expect(try Self.picture(Sorted(), on: .iPadPro11).images == 1)
        #expect(try Self.picture(Sorted(order: []), on: .iPadPro11).images == 0)
        #expect(forward != reverse)
        // Sorting by age marks the Age column instead: its trailing title moves left of the chevron after it.
        let byAge = try Self.picture(Sorted(order: [KeyPathComparator(\Person.age)]), on: .iPadPro11)
        let byName = try Self.picture(Sorted(), on: .iPadPro11)
        #expect(byAge.images == 1)
        let ageTitle = { (texts: [(String, CGRect)]) in texts.first { $0.0 == "Age" }?.1.maxX ?? 0 }
        #expect(ageTitle(byAge.texts) < ageTitle(byName.texts) - 4, "\(ageTitle(byAge.texts)) \(ageTitle(byName.texts))")
    }

    @Test("Rows listed with TableRow, ForEach and if, in order")
    func rowBuilder() throws {
        let extra = Person(id: 9, name: "Katherine", age: 101, city: "Hampton")
        let showExtra = true
        let table = Table(of: Person.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(extra)
            ForEach(Self.people) { TableRow($0) }
            if showExtra { TableRow(Person(id: 10, name: "Dorothy", age: 99, city: "Hampton")) }
        }
        #expect(try Self.picture(table, on: .iPhone15Pro).texts.map(\.0) == ["Katherine", "Ada", "Grace", "Alan", "Dorothy"])
    }

    @Test("Hidden headers and columns hidden by default draw nothing")
    func hidden() throws {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).defaultVisibility(.hidden)
        }
        .tableColumnHeaders(.hidden)
        .tableStyle(.inset)
        #expect(try Self.picture(table, on: .iPadPro11).texts.map(\.0) == ["Ada", "Grace", "Alan"])
    }
}
