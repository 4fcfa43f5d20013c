import Foundation
import VellumAssets
import VellumCore
import VellumGeometry

/// Fixture locations (relative to this file, since the test target declares no
/// resources). Scratch folders are VellumTestSupport's `ScratchFolder`.
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
