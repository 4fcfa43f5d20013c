import Foundation
import VellumAssets
import VellumCore
import VellumGeometry

/// Fixture locations (relative to this file, since the test target declares no
/// resources) and scratch folders.
enum Fixtures {
    /// `Tests/VellumAssetsTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var photos: URL { folder.appendingPathComponent("Photos.xcassets") }
    static var features: URL { folder.appendingPathComponent("Features.xcassets") }
    static var broken: URL { folder.appendingPathComponent("Broken.xcassets") }

    /// The bytes of a file under `Fixtures`.
    static func bytes(_ relativePath: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(relativePath))
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("VellumAssetsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The error thrown by `body`, as a `VellumError` (nil if it did not throw one).
func vellumError<T>(_ body: () throws -> T) -> VellumError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? VellumError
    }
}
