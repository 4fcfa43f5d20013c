#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VellumXMLDiff

/// `vellum diff A.svg B.svg [--tolerance N]`: compares two SVG files structurally.
///
/// Exit codes: `0` when the files are equivalent, `1` when they differ (each
/// difference printed on its own line, the first ``listLimit`` then `… and K more`),
/// `2` for a usage error or for unreadable, malformed, hostile or oversized input
/// (a message on standard error). Only the two named files are ever read.
///
/// ```swift
/// let status = DiffCommand().run(arguments: ["a.svg", "b.svg", "--tolerance", "0.01"])
/// ```
package struct DiffCommand: Sendable {
    /// The usage text printed by `--help` and after a usage error.
    package static let usage = """
        usage: vellum diff A.svg B.svg [--tolerance N] [--limit N] [--unified]
          --tolerance N  numbers within N count as equal (default 0.001)
          --limit N      print at most N differences (default 50)
          --unified      also print a unified diff of the canonical text
        exit status: 0 equal, 1 different, 2 error
        """

    /// Where normal output goes, one call per line.
    package var standardOutput: @Sendable (String) -> Void
    /// Where error messages go, one call per line.
    package var standardError: @Sendable (String) -> Void
    /// The largest file read, in bytes.
    package var maxInputBytes: Int
    /// How many differences are listed before `… and K more`.
    package var listLimit: Int

    /// Creates the command; by default it prints to standard output and standard error.
    package init(
        standardOutput: @escaping @Sendable (String) -> Void = { print($0) },
        standardError: @escaping @Sendable (String) -> Void = DiffCommand.writeToStandardError,
        maxInputBytes: Int = 64 << 20,
        listLimit: Int = 50
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.maxInputBytes = maxInputBytes
        self.listLimit = listLimit
    }

    /// Runs with the arguments that follow `diff` on the command line and returns the exit status.
    package func run(arguments: [String]) -> Int32 {
        let parsed: DiffArguments
        do {
            parsed = try DiffArguments(arguments, defaultLimit: listLimit)
        } catch let error as DiffArguments.UsageError {
            if error.message.isEmpty {
                standardOutput(Self.usage)
                return 0
            }
            standardError("vellum diff: \(error.message)")
            standardError(Self.usage)
            return 2
        } catch {
            standardError("vellum diff: \(error)")
            return 2
        }
        do {
            let first = try DiffFileReader.read(parsed.first, limit: maxInputBytes)
            let second = try DiffFileReader.read(parsed.second, limit: maxInputBytes)
            var options = SVGDiffOptions(tolerance: parsed.tolerance)
            options.maxInputBytes = maxInputBytes
            let result = try SVGDiff.compare(first, second, aName: parsed.first, bName: parsed.second, options: options)
            if result.isEqual {
                standardOutput("no differences")
                return 0
            }
            for line in result.summary(limit: parsed.limit).split(separator: "\n", omittingEmptySubsequences: false) {
                standardOutput(String(line))
            }
            if parsed.unified {
                standardOutput(result.unifiedDiff)
            }
            return 1
        } catch let error as XMLDiffError {
            standardError("vellum diff: \(error)")
            return 2
        } catch {
            standardError("vellum diff: \(error)")
            return 2
        }
    }

    /// Writes one line to standard error, unbuffered.
    package static func writeToStandardError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}
