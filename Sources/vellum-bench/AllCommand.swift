import Foundation

/// `all [--quick|--full]`: every case, each in its own process (so peak
/// memory belongs to one case), collected into one Markdown table.
enum AllCommand {
    /// One parsed `RESULT` line.
    struct Row {
        var label: String, key: String, cell: String
    }

    static func run(_ o: Options) throws {
        let data = o.dataDirectory
        let sizes = o.flags.contains("full") ? [1_000, 10_000, 100_000] : o.flags.contains("quick") ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        var cases: [[String]] = []
        for n in sizes {
            let tree = "\(data)/layout-\(n).json"
            guard FileManager.default.fileExists(atPath: tree) else {
                warn("missing \(tree): run `python3 ../shared/bench/layout_tree.py \(n)` first"); continue
            }
            cases.append(["layout", tree])
            cases.append(["emit", tree])
        }
        cases += [["signin"], ["list10k"], ["text"], o.flags.contains("quick") ? ["suite", "--count", "200"] : ["suite"]]
        for n in sizes {
            let base = "\(data)/svg-\(n).svg", mut = "\(data)/svg-\(n)-mut.svg"
            guard FileManager.default.fileExists(atPath: mut) else {
                warn("missing \(mut): run `python3 ../shared/bench/gen_svg.py` first"); continue
            }
            cases.append(["diff", base, base])
            cases.append(["diff", base, mut])
        }
        var lines: [String] = ["| case | figure | median / min / max ms | runs |", "|---|---|---:|---:|"]
        var extra: [String] = []
        for c in cases {
            warn("vellum-bench \(c.joined(separator: " "))")
            let output = try runSelf(c)
            for line in output.split(separator: "\n").map(String.init) {
                let f = fields(line)
                if line.hasPrefix("RESULT ") {
                    lines.append("| \(f["case"] ?? "") | \(f["key"] ?? "") | \(f["median"] ?? "") / \(f["min"] ?? "") / \(f["max"] ?? "") | \(f["runs"] ?? "") |")
                } else if line.hasPrefix("PEAK ") || line.hasPrefix("NOTE ") {
                    extra.append("- " + line)
                }
            }
        }
        print(lines.joined(separator: "\n"))
        print("\n" + extra.joined(separator: "\n"))
    }

    /// `key=value` pairs of a line.
    static func fields(_ line: String) -> [String: String] {
        var out: [String: String] = [:]
        for part in line.split(separator: " ") {
            guard let eq = part.firstIndex(of: "=") else { continue }
            out[String(part[..<eq])] = String(part[part.index(after: eq)...])
        }
        return out
    }

    /// Runs this executable with `arguments`; returns its standard output.
    static func runSelf(_ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        if p.terminationStatus != 0 { warn("  exit status \(p.terminationStatus)") }
        return String(decoding: data, as: UTF8.self)
    }
}
