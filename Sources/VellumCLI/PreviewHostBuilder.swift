import Foundation
import VellumCore
import VellumPreviewServer

/// How `vellum preview` builds its host: the same host package `vellum
/// previews` writes under `.build/vellum-previews/`, built incrementally, run
/// in its serving mode.
struct PreviewHostBuilder: PreviewBuilder {
    /// The user's package.
    var package: UserPackage
    /// The command that writes the host package.
    var previews: PreviewsCommand
    /// The asset catalogs for the previews, as absolute paths.
    var assets: [String] = []
    /// The folder SwiftPM builds the host's program into, asked for once: it is the same for
    /// every build of one host with one `swift`, and asking costs a SwiftPM start per rebuild.
    let binFolder = Locked<String?>(nil)

    var packageRoot: URL { package.root }

    /// The folders of the package's sources (its manifest is not watched: a manifest edit needs a restart).
    var watchedFolders: [URL] { package.sourceFolders }

    func build() -> PreviewBuildResult {
        var arguments = ["--serve"]
        for module in package.modules { arguments += ["--module", module] }
        for catalog in assets { arguments += ["--assets", catalog] }
        // The strings of every `*.lproj` folder and String Catalog in the sources, for the page's languages.
        arguments += ["--localization", package.isFolder ? package.root.path : package.root.appendingPathComponent("Sources", isDirectory: true).path]
        do {
            // Writing the host also makes SwiftPM plan again when files were added or deleted (see `writeHost`).
            let host = try previews.writeHost(for: package)
            var build = try Subprocess.run(previews.swift, ["build", "--package-path", host.path, "--product", "VellumPreviewHost"], echo: false)
            if build.status != 0, build.output.contains("because of missing inputs") {   // a file deleted during the build
                Self.touch(host.appendingPathComponent("Package.swift"))
                build = try Subprocess.run(previews.swift, ["build", "--package-path", host.path, "--product", "VellumPreviewHost"], echo: false)
            }
            guard build.status == 0 else { return PreviewBuildResult(program: nil, arguments: arguments, log: build.output) }
            // Where SwiftPM put it (the host's `.build/debug` unless the `swift` given builds elsewhere).
            let folder = try binFolder.withLock { known in
                if let known { return known }
                let binPath = try Subprocess.run(previews.swift, ["build", "--package-path", host.path, "--show-bin-path"], echo: false)
                let asked = (binPath.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
                if binPath.status == 0, !asked.isEmpty { known = asked }
                return asked
            }
            let program = URL(fileURLWithPath: folder).appendingPathComponent("VellumPreviewHost")
            guard FileManager.default.isExecutableFile(atPath: program.path) else {
                return PreviewBuildResult(program: nil, arguments: arguments, log: "error: swift build succeeded but made no program at \(program.path)\n" + build.output)
            }
            return PreviewBuildResult(program: program, arguments: arguments, log: build.output)
        } catch {
            return PreviewBuildResult(program: nil, arguments: arguments, log: "error: \(error)")
        }
    }

    /// Sets `url`'s modification time to now.
    private static func touch(_ url: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
    }
}
