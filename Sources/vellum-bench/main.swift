import Foundation

// vellum-bench: Vellum's speed and memory on the inputs of ../shared/bench,
// one subcommand per figure (see `usage`). Build and run in release:
//   swift run -c release vellum-bench all --quick

let usage = """
    usage: vellum-bench COMMAND ...
      layout TREE.json [N] [--runs R] [--frames F]   lowering + layout of a layout_tree.py tree; frames checked
      emit TREE.json [N] [--runs R] [--no-stages] [--no-settle]
                                                  SVGRenderer.svg() end to end, then each stage
      emit-rects N                                   bench_emit.py's document to stdout
      signin [--runs R]                              the seed page's sign-in screen on an iPhone 15 Pro
      list10k [--rows N] [--runs R]                  10,000 label rows to SVG
      list-screen [--rows A,B,..] [--runs R]         a List screen at 100..100,000 rows: time, bytes, ratios
      text [--count N] [--runs R]                    shaping N labels, cold and warm
      diff A.svg B.svg [--runs R]                    the structural diff, in process
      suite [--count N] [--tasks T] [--runs R]       N snapshot assertions (render, read, compare): 1 task vs T, fixed cost, phases
      all [--quick|--full] [--data DIR]              everything, one process per case, as a table
    Output: RESULT/NOTE/PEAK lines and `BENCH_MS key=ms` (medians) for ../shared/bench's --cmd hooks.
    """

let arguments = CommandLine.arguments.dropFirst()
let options = Options(arguments.dropFirst())
do {
    switch arguments.first {
    case "layout": try TreeCommands.layout(options)
    case "emit": try TreeCommands.emit(options)
    case "emit-rects": try ScreenCommands.rects(options)
    case "signin": try ScreenCommands.signIn(options)
    case "list10k", "list": try ScreenCommands.list(options)
    case "list-screen": try ListScreenCommand.run(options)
    case "text": try TextCommand.run(options)
    case "diff": try DiffBench.run(options)
    case "suite": try SuiteCommand.run(options)
    case "all", nil: try AllCommand.run(options)
    default:
        print(usage)
        exit(arguments.first == "--help" || arguments.first == "help" ? 0 : 2)
    }
} catch {
    warn("vellum-bench: \(error)")
    exit(2)
}
