import Foundation

/// An executable of this package, built beside the test bundle (`swift build --build-tests` builds them all).
enum BuiltExecutable {
    /// The executable `name` beside the test bundle, if it was built.
    static func named(_ name: String) -> URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        var candidates = [bundle.appendingPathComponent(name)]
        // macOS: …/debug/VellumPackageTests.xctest/Contents/MacOS/VellumPackageTests
        candidates.append(bundle.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(name))
        for product in Bundle.allBundles.map(\.bundleURL) {
            candidates.append(product.deletingLastPathComponent().appendingPathComponent(name))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
