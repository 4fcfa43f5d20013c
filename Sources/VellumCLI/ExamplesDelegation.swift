import Foundation

/// `vellum gallery`, `vellum render` and `vellum list`: Vellum's own examples,
/// drawn by the `vellum-examples` tool so that `vellum` does not link the
/// example app. In Vellum's checkout (where `swift run vellum gallery` is run)
/// `vellum` builds `vellum-examples` in the same configuration and runs it with
/// the same arguments; a `vellum-examples` beside the program runs as it is.
///
/// ```swift
/// let status = ExamplesDelegation(program: CommandLine.arguments[0]).run(["gallery", "--out", "gallery"])
/// ```
struct ExamplesDelegation {
    /// The path `vellum` was run as.
    var program: String

    /// Runs `vellum-examples` with `arguments`; returns its exit status, or 2
    /// with the reason when there is none to run.
    func run(_ arguments: [String]) -> Int32 {
        do {
            guard let tool = try examplesTool() else {
                Console.error("vellum: '\(arguments.first ?? "")' draws Vellum's own examples, which only Vellum's checkout has; "
                              + "there, run `swift run vellum \(arguments.joined(separator: " "))` or `swift run vellum-examples \(arguments.joined(separator: " "))`")
                return 2
            }
            return try Subprocess.run(tool, arguments, echo: true).status
        } catch {
            Console.error("vellum: could not run vellum-examples: \(error)")
            return 2
        }
    }

    /// The `vellum-examples` to run: built first when `vellum` is a build
    /// product of Vellum's own checkout, else the one beside it, if any.
    private func examplesTool() throws -> String? {
        let binary = URL(fileURLWithPath: program).resolvingSymlinksInPath()
        let folder = binary.deletingLastPathComponent()
        let sibling = folder.appendingPathComponent("vellum-examples").path
        if let (root, configuration) = Self.checkout(containing: folder) {
            let built = try Subprocess.run("swift", ["build", "--package-path", root.path, "-c", configuration, "--product", "vellum-examples"],
                                           echo: false)
            guard built.status == 0 else {
                throw Failure(description: "swift build --product vellum-examples failed:\n\(built.output)")
            }
            return sibling
        }
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// Vellum's checkout and the build configuration when `folder` is one of
    /// its build folders (`<root>/.build/<triple>/<debug|release>`, or
    /// `<root>/.build/<debug|release>`), nil otherwise.
    static func checkout(containing folder: URL) -> (root: URL, configuration: String)? {
        let configuration = folder.lastPathComponent
        guard configuration == "debug" || configuration == "release" else { return nil }
        var dir = folder.deletingLastPathComponent()
        for _ in 0..<2 {
            if dir.lastPathComponent == ".build" {
                let root = dir.deletingLastPathComponent()
                let examples = root.appendingPathComponent("examples").path
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
                      FileManager.default.fileExists(atPath: examples) else { return nil }
                return (root, configuration)
            }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible { let description: String }
}
