import Foundation

/// Builds the program that draws a package's previews (the host `vellum
/// previews` writes): the server calls it on start and after every save.
package protocol PreviewBuilder: Sendable {
    /// The package's folder (for relative paths in compiler errors).
    var packageRoot: URL { get }
    /// The folders whose files trigger a rebuild when saved.
    var watchedFolders: [URL] { get }
    /// Builds, incrementally; the result names the program or holds the log of the failure.
    func build() -> PreviewBuildResult
}

/// What a build made.
package struct PreviewBuildResult: Sendable {
    /// The host program, when the build succeeded.
    package var program: URL?
    /// The arguments that make the program serve (`--serve --module …`).
    package var arguments: [String]
    /// What the build printed.
    package var log: String

    /// Creates a result.
    package init(program: URL?, arguments: [String], log: String) {
        self.program = program; self.arguments = arguments; self.log = log
    }
}
