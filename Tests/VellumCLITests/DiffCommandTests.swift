import Foundation
import Testing
import VellumCLI

/// Exit codes and messages of `vellum diff`, on temporary files.
@Suite struct DiffCommandTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ line: String) { lock.withLock { storage.append(line) } }
        var lines: [String] { lock.withLock { storage } }
    }

    struct Run {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-diff-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ contents: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    func run(_ arguments: [String], maxInputBytes: Int = 64 << 20, limit: Int = 50) -> Run {
        let output = Capture(), errors = Capture()
        let command = DiffCommand(
            standardOutput: { output.append($0) }, standardError: { errors.append($0) },
            maxInputBytes: maxInputBytes, listLimit: limit)
        let status = command.run(arguments: arguments)
        return Run(status: status, output: output.lines, errors: errors.lines)
    }

    @Test func equalFilesExitZero() throws {
        let a = try file("a.svg", #"<svg><rect width="10" fill="red"/></svg>"#)
        let b = try file("b.svg", "<svg>\n  <rect fill=\"#f00\" width=\"10.0\"/>\n</svg>\n")
        let result = run([a, b])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }

    @Test func differentFilesExitOneAndListDifferences() throws {
        let a = try file("a.svg", #"<svg><g/><g><rect width="80"/></g></svg>"#)
        let b = try file("b.svg", #"<svg><g/><g><rect width="81"/></g></svg>"#)
        let result = run([a, b])
        #expect(result.status == 1)
        #expect(result.output == ["/svg/g[2]/rect[1]@width: 80 → 81"])
    }

    @Test func toleranceOption() throws {
        let a = try file("a.svg", #"<svg><rect width="80"/></svg>"#)
        let b = try file("b.svg", #"<svg><rect width="80.4"/></svg>"#)
        #expect(run([a, b]).status == 1)
        #expect(run([a, b, "--tolerance", "0.5"]).status == 0)
        #expect(run(["--tolerance=0.5", a, b]).status == 0)
        #expect(run([a, b, "--tolerance", "abc"]).status == 2)
        #expect(run([a, b, "--tolerance"]).status == 2)
    }

    @Test func longListsAreCut() throws {
        let a = try file("a.svg", "<svg>" + (0..<10).map { "<rect x=\"\($0)\"/>" }.joined() + "</svg>")
        let b = try file("b.svg", "<svg>" + (0..<10).map { "<rect x=\"\($0 + 50)\"/>" }.joined() + "</svg>")
        let result = run([a, b], limit: 3)
        #expect(result.status == 1)
        #expect(result.output.count == 4)
        #expect(result.output.last == "… and 7 more")
    }

    @Test func usageErrorsExitTwo() throws {
        let a = try file("a.svg", "<svg/>")
        #expect(run([a]).status == 2)
        #expect(run([a, a, a]).status == 2)
        #expect(run([a, a, "--frobnicate"]).status == 2)
        #expect(run(["--help"]).status == 0)
    }

    @Test func missingFileExitsTwoAndNamesIt() {
        let missing = directory.appendingPathComponent("nope.svg").path
        let result = run([missing, missing])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("nope.svg") == true)
    }

    @Test func directoryIsRefused() throws {
        let a = try file("a.svg", "<svg/>")
        let result = run([a, directory.path])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("not a regular file") == true)
    }

    @Test func malformedInputExitsTwoWithLine() throws {
        let a = try file("a.svg", "<svg/>")
        let b = try file("broken.svg", "<svg>\n<g>\n</svg>")
        let result = run([a, b])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("broken.svg:3: malformed XML") == true)
    }

    @Test func hostileInputExitsTwo() throws {
        let a = try file("a.svg", "<svg/>")
        let entity = try file("xxe.svg", #"<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#)
        let xxe = run([a, entity])
        #expect(xxe.status == 2)
        #expect(xxe.errors.first?.contains("entity") == true)
        #expect(!xxe.output.joined().contains("root:"))
        let empty = try file("empty.svg", "")
        #expect(run([a, empty]).status == 2)
    }

    @Test func binaryAndOversizedInputExitTwo() throws {
        let a = try file("a.svg", "<svg/>")
        let url = directory.appendingPathComponent("junk.bin")
        try Data([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]).write(to: url)
        let binary = run([a, url.path])
        #expect(binary.status == 2)
        #expect(binary.errors.first?.contains("binary") == true)
        let big = try file("big.svg", "<svg>" + String(repeating: "<rect/>", count: 1000) + "</svg>")
        let oversized = run([a, big], maxInputBytes: 1024)
        #expect(oversized.status == 2)
        #expect(oversized.errors.first?.contains("over the limit") == true)
    }
}
