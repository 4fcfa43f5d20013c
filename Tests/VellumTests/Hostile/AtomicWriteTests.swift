import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Every write is atomic: a failed render or write leaves the previous file
/// as it was, and no temporary file is left behind.
@Suite("Atomic writes")
struct AtomicWriteTests {
    @Test("A failed render leaves the previous file and the folder untouched")
    func failedRender() throws {
        let dir = try ScratchFolder.make("vellum-hostile-atomic")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("view.svg")
        let good = SVGRenderer(content: Text("Previous"), size: CGSize(width: 100, height: 40))
        try good.write(to: url)
        let before = try Data(contentsOf: url)
        let attributesBefore = try FileManager.default.attributesOfItem(atPath: url.path)

        let failures: [(String, () throws -> Void)] = [
            ("missing image", { try SVGRenderer(content: VStack { Text("New"); Image("Missing<>&") }, size: CGSize(width: 100, height: 40)).write(to: url) }),
            ("missing symbol", { try SVGRenderer(content: Image(systemName: "no.such.symbol"), size: CGSize(width: 100, height: 40)).write(to: url) }),
            ("runaway recursion", { try SVGRenderer(content: Recursive(), size: CGSize(width: 100, height: 40)).write(to: url) }),
        ]
        for (name, fail) in failures {
            #expect(throws: VellumError.self, "\(name)") { try fail() }
            #expect(try Data(contentsOf: url) == before, "\(name): the previous file changed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["view.svg"], "\(name): files left behind")
        }
        let attributesAfter = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(attributesAfter[.modificationDate] as? Date == attributesBefore[.modificationDate] as? Date)
    }

    @Test("A successful write replaces the file whole and leaves no temporary file")
    func successfulWrite() throws {
        let dir = try ScratchFolder.make("vellum-hostile-replace")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("view.svg")
        try Data(String(repeating: "old content that is much longer than the new document ", count: 2_000).utf8).write(to: url)
        let renderer = SVGRenderer(content: Color.red, size: CGSize(width: 10, height: 10))
        for _ in 0..<20 { try renderer.write(to: url) }
        #expect(try String(contentsOf: url, encoding: .utf8) == (try renderer.svg()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["view.svg"])
    }

    @Test("Writing where a folder is, or into a missing folder, fails with the path and keeps what was there")
    func unwritableTargets() throws {
        let dir = try ScratchFolder.make("vellum-hostile-unwritable")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("taken.svg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("inside.txt"))
        let renderer = SVGRenderer(content: Color.red, size: CGSize(width: 10, height: 10))
        for target in [folder, dir.appendingPathComponent("missing/x.svg")] {
            let error = #expect(throws: VellumError.self) { try renderer.write(to: target) }
            #expect(error?.code == .writeFailed)
            #expect(error?.message.contains(target.path) == true, "\(error?.message ?? "")")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("inside.txt"), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["taken.svg"])
    }

    @Test("Concurrent writes to one file leave one whole document")
    func concurrentWrites() async throws {
        let dir = try ScratchFolder.make("vellum-hostile-race")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("view.svg")
        let documents = try (0..<8).map { try SVGRenderer(content: Text("Writer \($0)"), size: CGSize(width: 120, height: 30)).svg() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<8 {
                group.addTask { try SVGRenderer(content: Text("Writer \(i)"), size: CGSize(width: 120, height: 30)).write(to: url) }
            }
            try await group.waitForAll()
        }
        let final = try String(contentsOf: url, encoding: .utf8)
        #expect(documents.contains(final))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["view.svg"])
    }
}

/// A view whose body contains itself.
struct Recursive: View {
    var body: some View { HStack { Recursive() } }
}
