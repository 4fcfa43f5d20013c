import Testing
import VellumXML

/// The one path-data parser: segments as written, and their absolute form.
@Suite struct PathDataParserTests {
    private func letters(_ path: PathData) -> String {
        String(decoding: path.commands, as: UTF8.self)
    }

    @Test func segmentsAsWrittenWithImplicitRepeats() throws {
        let path = try PathDataParser.parse("M10 10 20 10l0 10H5h-5V0v3C1 2 3 4 5 6s1 2 3 4Q1 2 3 4t5 6A1 2 3 0 1 4 5z")
        #expect(letters(path) == "MLlHhVvCsQtAz")
        #expect(path.numbers.count == 2 + 2 + 2 + 1 + 1 + 1 + 1 + 6 + 4 + 4 + 2 + 7)
        #expect(Array(path.numbers.prefix(6)) == [10, 10, 20, 10, 0, 10])
        let relative = try PathDataParser.parse("m1 1 2 0 0 2z")
        #expect(letters(relative) == "mllz")
        #expect(relative.numbers == [1, 1, 2, 0, 0, 2])
    }

    @Test func packedNumbersAndFlags() throws {
        #expect(try PathDataParser.parse("M0-1.5.5.5L1e1-2E-1").numbers == [0, -1.5, 0.5, 0.5, 10, -0.2])
        let arc = try PathDataParser.parse("M0 0a10 10 0 0120 0")
        #expect(letters(arc) == "Ma")
        #expect(arc.numbers == [0, 0, 10, 10, 0, 0, 1, 20, 0])
        #expect(try PathDataParser.parse("M1 , 2,3 4").numbers == [1, 2, 3, 4])
    }

    @Test func blankDataIsAnEmptyPath() throws {
        #expect(try PathDataParser.parse("") == PathData())
        #expect(try PathDataParser.parse(" \n\t") == PathData())
    }

    @Test(arguments: [
        ("L0 0", 0, "path data must start with M or m"),
        ("M0 0 L1", 7, "expected a number"),
        ("M0 0 X 1 1", 5, "expected a number"),
        ("M 0 0 A 1 1 0 2 1 3 3", 14, "expected an arc flag, 0 or 1"),
        ("5 5", 0, "expected a command letter such as M"),
        ("M0 0z 1 1", 6, "expected a command letter after Z"),
        ("M0,,0", 3, "expected a number"),
        ("M0 1e400", 3, "expected a finite number"),
    ])
    func syntaxErrorsSayWhereAndWhat(data: String, offset: Int, expected: String) {
        #expect(throws: PathDataSyntaxError.self) { try PathDataParser.parse(data) }
        do {
            _ = try PathDataParser.parse(data)
        } catch {
            #expect(error.offset == offset, "\(error)")
            #expect(error.expected == expected)
            #expect(error.description.hasPrefix("at character \(offset): \(expected), found "))
        }
    }

    @Test func absoluteFormOfEverySegment() throws {
        let path = try PathDataParser.parse("m1 1h2v3l-1 0c1 1 2 2 3 3s1 1 2 0q1 1 2 2t2 0a5 5 30 1 0 4 4z")
        let absolute = path.absolute
        #expect(letters(absolute) == "MLLLCCQQAZ")
        #expect(absolute.numbers == [
            1, 1, 3, 1, 3, 4, 2, 4,
            3, 5, 4, 6, 5, 7,
            6, 8, 6, 8, 7, 7,  // s: the reflection of (4, 6) about (5, 7) first
            8, 8, 9, 9,
            10, 10, 11, 9,  // t: the reflection of (8, 8) about (9, 9)
            5, 5, 30, 1, 0, 15, 13,
        ])
    }

    @Test func smoothSegmentsAfterOthersStartAtTheCurrentPoint() throws {
        #expect(try PathDataParser.parse("M0 0L5 0s5 5 10 0").absolute.numbers.suffix(6) == [5, 0, 10, 5, 15, 0])
        #expect(try PathDataParser.parse("M0 0L5 0t5 5").absolute.numbers.suffix(4) == [5, 0, 10, 5])
    }

    @Test func closeReturnsToTheSubpathStart() throws {
        let path = try PathDataParser.parse("M5 5h10v10zl10 0A-2 -3 0 0 0 1 1")
        #expect(letters(path.absolute) == "MLLZLA")
        #expect(Array(path.absolute.numbers.suffix(9)) == [15, 5, 2, 3, 0, 0, 0, 1, 1])
    }
}
