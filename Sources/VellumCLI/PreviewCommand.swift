import Foundation
import VellumPreviews
import VellumPreviewServer

/// `vellum preview`: the package's previews live in a browser. It serves a page
/// on 127.0.0.1 that lists them, draws them on the chosen device, orientation,
/// colour scheme, Dynamic Type size, direction and language (the strings of the
/// package's `*.lproj` folders and String Catalogs), and redraws them after
/// every save; run in the package as
/// `swift run vellum preview`. It prints the address and opens nothing.
///
/// ```sh
/// swift run vellum preview --port 8123
/// ```
package struct PreviewCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum preview [--port N] [--timeout SECONDS] [--renderers N] [--assets PATH] [--package PATH]
          --port N           the port on 127.0.0.1 (default: a free one)
          --timeout SECONDS  the longest one preview may take to draw (default 10)
          --renderers N      how many previews are drawn at once, each by its own process (default: one per two cores, at most 4)
          --assets PATH      an asset catalog (.xcassets) for the previews' named images and colours;
                             repeat it for more (an Xcode project's catalogs are found)
          --package PATH     the package, or Xcode project folder, whose previews to serve
                             (default: the current directory)
        """

    /// Where Vellum's own package is, and the `swift` to run (as for `vellum previews`).
    package var previews = PreviewsCommand()

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `preview` until interrupted; returns the exit status when it cannot start.
    package func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") { Console.out(Self.usage); return 0 }
        do {
            let server = try makeServer(arguments, log: { line in Console.out(line); fflush(nil) })
            let address = try server.start()
            Console.out("Serving the previews at \(address)  (open it in a browser; Ctrl-C stops)")
            fflush(nil)
            while true { Thread.sleep(forTimeInterval: 3600) }
        } catch let error as UsageError {
            Console.error("vellum preview: \(error.message)\n\(Self.usage)")
            return 2
        } catch {
            Console.error("vellum preview: \(error)")
            return 1
        }
    }

    /// The server for `arguments`, not started.
    ///
    /// - Throws: `UsageError` for bad arguments; `VellumError` when the package cannot be read.
    package func makeServer(_ arguments: [String], log: @escaping @Sendable (String) -> Void,
                            observe: @escaping @Sendable (_ event: String, _ state: ServerState) -> Void = { _, _ in }) throws -> PreviewServer {
        var port: UInt16 = 0
        var timeout = 10.0
        var renderers = PreviewServer.Options().renderers
        var assets: [String] = []
        var packagePath = FileManager.default.currentDirectoryPath
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            guard i + 1 < arguments.count, ["--port", "--timeout", "--renderers", "--assets", "--package"].contains(argument) else {
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
            let value = arguments[i + 1]
            switch argument {
            case "--port":
                guard let number = UInt16(value), number > 0 else { throw UsageError(message: "--port needs a number from 1 to 65535, not '\(value)'") }
                port = number
            case "--timeout":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else { throw UsageError(message: "--timeout needs a positive number of seconds, not '\(value)'") }
                timeout = seconds
            case "--renderers":
                guard let count = Int(value), (1...16).contains(count) else { throw UsageError(message: "--renderers needs a number from 1 to 16, not '\(value)'") }
                renderers = count
            case "--assets":
                assets.append(value.hasPrefix("/") ? value : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(value).path)
            default: packagePath = value
            }
            i += 2
        }
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let package = try UserPackage(root: root, swift: previews.swift)
        let builder = PreviewHostBuilder(package: package, previews: previews, assets: assets + package.assetCatalogs.map(\.path))
        return PreviewServer(builder: builder, options: .init(port: port, renderTimeout: timeout, renderers: renderers, title: "\(package.name) previews", log: log, observe: observe))
    }

    /// A wrong argument.
    package struct UsageError: Error {
        /// What is wrong.
        package var message: String
    }
}
