import Foundation
import VellumCore
import VellumMCP
import VellumPreviewServer

/// `vellum mcp`: a Model Context Protocol server on standard input and output
/// for coding agents, in the user's package. It builds the previews as `vellum
/// preview` does (the same host, builder and watcher, without the page) and
/// offers tools to list them, draw one in a variant, read its accessibility
/// elements, compare it with its snapshot reference or another variant, and
/// read the last build's compiler errors (``PreviewToolbox``).
///
/// When a rebuild after a save succeeds, the client is sent
/// `notifications/resources/list_changed`: the previews are the server's
/// resources, and the set of tools never changes, so the resources' notice is
/// the one that means "the previews changed". Logs go to standard error.
///
/// ```sh
/// claude mcp add vellum -- swift run --package-path /path/to/app --skip-build vellum mcp --package /path/to/app
/// ```
package struct MCPCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum mcp [--package PATH] [--timeout SECONDS] [--wait SECONDS] [--renderers N] [--assets PATH]
          a Model Context Protocol server on standard input and output (JSON-RPC 2.0, one message a line)
          --package PATH     the package, or Xcode project folder, whose previews to serve (default: the current directory)
          --timeout SECONDS  the longest one preview may take to draw (default 10)
          --wait SECONDS     the longest a tool waits for a build before saying it is still building (default 600)
          --renderers N      how many previews are drawn at once, each by its own process
          --assets PATH      an asset catalog (.xcassets) for the previews' named images and colours; repeat it for more
        """

    /// What `initialize` tells the model about the tools.
    static let instructions = """
        Vellum draws this package's SwiftUI previews (#Preview, PreviewProvider) on Linux. Call list_previews for their ids, \
        render_preview to see one as SVG in a variant (device, orientation, colour scheme, Dynamic Type size, layout direction, locale), \
        accessibility_tree for what VoiceOver reads, view_tree for the views as text with their frames, \
        diff to compare with the snapshot reference or another variant. \
        The server rebuilds when the package's files are saved: call render_preview again after an edit. When the code does not compile, \
        the tools fail with the compiler errors (file:line:column); build_status gives them too.
        """

    /// The version `initialize` names: Vellum's.
    static let version = VellumVersion.current

    /// Where Vellum's own package is, and the `swift` to run (as for `vellum previews`).
    package var preview = PreviewCommand()

    /// Creates the command.
    package init() {}

    /// Serves until standard input ends; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") { Console.out(Self.usage); return 0 }
        var wait = 600.0
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            if arguments[i] == "--port" {
                Console.error("vellum mcp: unexpected argument '--port' (the server speaks on standard input and output)\n\(Self.usage)")
                return 2
            }
            if arguments[i] == "--wait", i + 1 < arguments.count {
                guard let seconds = Double(arguments[i + 1]), seconds > 0, seconds.isFinite else {
                    Console.error("vellum mcp: --wait needs a positive number of seconds, not '\(arguments[i + 1])'\n\(Self.usage)")
                    return 2
                }
                wait = seconds
                i += 2
                continue
            }
            rest.append(arguments[i])
            i += 1
        }
        let relay = Relay()
        let server: PreviewServer
        do {
            server = try preview.makeServer(rest, log: { line in Console.error(line) }, observe: { event, _ in
                if event == "built" { relay.notify("notifications/resources/list_changed") }
            })
        } catch let error as PreviewCommand.UsageError {
            Console.error("vellum mcp: \(error.message)\n\(Self.usage)")
            return 2
        } catch {
            Console.error("vellum mcp: \(error)")
            return 1
        }
        var toolbox = PreviewToolbox(server: server, packageRoot: server.packageRoot, buildWait: wait)
        toolbox.rasterizer = LibrsvgPreviewRasterizer()
        let session = MCPSession(info: MCPServerInfo(name: "vellum", version: Self.version, instructions: Self.instructions), toolbox: toolbox)
        let stdio = MCPStdioServer.onStandardStreams(session: session)
        relay.attach(stdio)
        server.startBuilding()
        Console.error("vellum mcp: serving the previews of \(server.packageRoot.path) on standard input and output")
        stdio.run()
        // The client has gone: a build under way is stopped rather than waited for.
        server.stop(waitingForBuild: false)
        Subprocess.running.terminateAll()
        return 0
    }

    /// Passes the preview server's news to the MCP server, which exists only after the preview server.
    private final class Relay: Sendable {
        private let target = Locked<MCPStdioServer?>(nil)

        /// Sends the notifications to `server` from now on.
        func attach(_ server: MCPStdioServer) {
            target.withLock { $0 = server }
        }

        /// Sends the notification `method`, once a server is attached.
        func notify(_ method: String) {
            target.withLock { $0 }?.notify(method)
        }
    }
}
