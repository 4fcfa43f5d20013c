import Foundation

/// The command line after the subcommand: positional arguments and `--name value` options.
struct Options {
    var positional: [String] = []
    var named: [String: String] = [:]
    var flags: Set<String> = []

    init(_ args: ArraySlice<String>) {
        var it = args.makeIterator()
        while let a = it.next() {
            if a.hasPrefix("--") {
                let key = String(a.dropFirst(2))
                if ["quick", "full", "no-check", "no-stages", "no-settle"].contains(key) { flags.insert(key); continue }
                named[key] = it.next() ?? ""
            } else {
                positional.append(a)
            }
        }
    }

    /// Integer option `--name`, or `fallback`.
    func int(_ name: String, _ fallback: Int) -> Int { named[name].flatMap { Int($0) } ?? fallback }

    /// The benchmark data directory (`--data`, `$BENCH_DATA`, or /tmp/bench-data).
    var dataDirectory: String {
        named["data"] ?? ProcessInfo.processInfo.environment["BENCH_DATA"] ?? "/tmp/bench-data"
    }
}
