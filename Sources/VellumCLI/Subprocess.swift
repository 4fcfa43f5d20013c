import Foundation

/// Runs another program and waits for it.
enum Subprocess {
    /// The programs running now, so that a command ending early (`vellum mcp` when its client leaves
    /// during a build) can stop them.
    static let running = RunningProcesses()

    /// What a program did: its exit status and, unless echoed, what it printed.
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `program` (looked up on `PATH` unless it is a path) with `arguments`,
    /// in this process's environment or `environment`. With `echo`, its output goes
    /// straight to this process's standard output and error; otherwise both are captured.
    static func run(_ program: String, _ arguments: [String], echo: Bool, environment: [String: String]? = nil) throws -> Outcome {
        let process = Process()
        if let environment { process.environment = environment }
        // A build never reads this process's input, which may be `vellum mcp`'s protocol stream.
        process.standardInput = FileHandle.nullDevice
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        if echo {
            fflush(nil)   // what this process printed comes before what the program prints
            try process.run()
            running.add(process)
            process.waitUntilExit()
            running.remove(process)
            return Outcome(status: process.terminationStatus, output: "")
        }
        let pipe = Pipe()
        // Our ends are closed in every other program this process starts meanwhile (a preview
        // host), so the output ends when this program and its children end, not theirs.
        for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] { _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC) }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        running.add(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        running.remove(process)
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
