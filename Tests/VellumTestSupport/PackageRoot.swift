import Foundation

/// The package's folder, found from this file's path
/// (`Tests/VellumTestSupport/PackageRoot.swift`), for tests that run its scripts
/// or read its files.
package enum PackageRoot {
    /// The folder that holds Package.swift.
    package static let url: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()

    /// `scripts/<name>` in the package.
    package static func script(_ name: String) -> URL {
        url.appendingPathComponent("scripts").appendingPathComponent(name)
    }
}
