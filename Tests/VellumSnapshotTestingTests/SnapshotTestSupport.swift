import Foundation
@testable import VellumSnapshotTesting

/// A fresh temporary directory per test, with helpers to build snapshot locations in it.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("vellum-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    func location(_ name: String = "card") -> SnapshotLocation {
        SnapshotLocation(
            reference: file("snapshots/CardTests/testCard.\(name).svg"),
            actual: file("artifacts/CardTests/testCard.\(name).svg"),
            report: file("artifacts/CardTests/testCard.\(name).html"))
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

enum Fixtures {
    static let reference = #"<svg width="100" height="50"><rect x="0" y="0" width="80" height="10" fill="red"/></svg>"#
    static let respelled = ##"<svg height="50.0" width="1e2"><rect fill="#F00" height="10" width="80" y="0" x="0"/></svg>"##
    static let changed = #"<svg width="100" height="50"><rect x="0" y="0" width="81" height="10" fill="red"/></svg>"#
}
