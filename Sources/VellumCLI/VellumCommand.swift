import Foundation
import VellumXMLDiff
import Vellum

/// The `vellum` command line: parses the subcommand and dispatches. Vellum's
/// own examples have a tool of their own, `vellum-examples`.
package struct VellumCommand {
    package static let usage = """
        usage: vellum <command> [options]

        commands:
          previews [--out DIR] [--device NAME] [--assets PATH] [--package PATH] [--shard I/N]
                                           in your package (swift run vellum previews): every preview
                                           of its libraries to DIR/<File>/<name>.svg, DIR/index.html
                                           and DIR/summary.json (--shard or VELLUM_SHARD: one part of N)
          merge-reports --out DIR SHARD_DIR...
                                           join the folders of `previews --shard I/N` runs into one
          review --base REF [--out DIR] [--package PATH] [--device NAME] [--report-url URL]
                                           in your package's git repository: every preview drawn at the
                                           merge base of REF and HEAD and at HEAD, compared; DIR/review.json,
                                           DIR/index.html, DIR/comment.md (exit 0 same, 1 changed, 2 error)
          preview [--port N] [--timeout SECONDS] [--renderers N] [--assets PATH] [--package PATH]
                                           in your package (swift run vellum preview): serve its previews
                                           on 127.0.0.1, redrawn on every save
          mcp [--package PATH] [--timeout SECONDS] [--wait SECONDS] [--renderers N] [--assets PATH]
                                           in your package: a Model Context Protocol server on standard
                                           input and output, for coding agents (README, "For coding agents")
          diff A.svg B.svg [--tolerance N] compare two SVGs structurally (exit 0 equal, 1 different, 2 error)

        in Vellum's checkout (run by vellum-examples, which vellum builds):
          gallery [--out DIR] [--chrome] [--variant V]
                                           every example to DIR/*.svg and DIR/index.html
          render NAME [options]            one example (vellum-examples render --help)
          list                             the examples' names
        """

    /// The path this program was run as, from which `vellum-examples` is found.
    let program: String

    /// A command line run as `program` (`CommandLine.arguments[0]`).
    package init(program: String = CommandLine.arguments.first ?? "vellum") { self.program = program }

    /// Runs `vellum` with its arguments (without the program name); returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Console.error(Self.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "previews": return PreviewsCommand().run(rest)
        case "merge-reports": return MergeReportsCommand().run(rest)
        case "review": return ReviewCommand().run(rest)
        case "preview": return PreviewCommand().run(rest)
        case "mcp": return MCPCommand().run(rest)
        case "diff": return DiffCommand().run(arguments: rest)
        case "gallery", "render", "list":
            return ExamplesDelegation(program: program).run(arguments)
        case "-h", "--help", "help":
            Console.out(Self.usage)
            return 0
        default:
            Console.error("vellum: unknown command '\(command)'\n\n\(Self.usage)")
            return 2
        }
    }
}

/// Terminal output.
package enum Console {
    package static func out(_ s: String) { print(s) }
    package static func error(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}
