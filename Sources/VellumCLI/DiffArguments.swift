/// The parsed arguments of `vellum diff`.
struct DiffArguments: Sendable, Equatable {
    /// A usage error; an empty message means `--help` was asked for.
    struct UsageError: Error, Sendable {
        var message: String
    }

    var first: String
    var second: String
    var tolerance: Double = 0.001
    var limit: Int
    var unified = false

    init(_ arguments: [String], defaultLimit: Int) throws {
        var files: [String] = []
        var tolerance = 0.001
        var limit = defaultLimit
        var unified = false
        var index = 0
        var onlyFiles = false
        func value(for option: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1)
            let option = String(parts[0])
            let inline = parts.count == 2 ? String(parts[1]) : nil
            switch option {
            case "--":
                onlyFiles = true
            case "-h", "--help":
                throw UsageError(message: "")
            case "--tolerance":
                let text = try value(for: option, inline: inline)
                guard let number = Double(text), number.isFinite, number >= 0 else {
                    throw UsageError(message: "--tolerance needs a non-negative number, not '\(text)'")
                }
                tolerance = number
            case "--limit":
                let text = try value(for: option, inline: inline)
                guard let number = Int(text), number >= 0 else {
                    throw UsageError(message: "--limit needs a non-negative integer, not '\(text)'")
                }
                limit = number
            case "--unified":
                unified = true
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            index += 1
        }
        guard files.count == 2 else {
            throw UsageError(message: "expected two files, got \(files.count)")
        }
        self.first = files[0]
        self.second = files[1]
        self.tolerance = tolerance
        self.limit = limit
        self.unified = unified
    }
}
