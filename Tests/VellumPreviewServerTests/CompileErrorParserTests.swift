import Testing
@testable import VellumPreviewServer

@Suite("Compile error parser")
struct CompileErrorParserTests {
    @Test("compiler errors: relative file, line, column and message, each once, warnings, notes and the driver's summary left out")
    func compilerErrors() {
        let output = """
            [1/4] Compiling Cards Badge.swift
            /tmp/pkg/Sources/Cards/Badge.swift:7:21: error: cannot find 'Colour' in scope
             5 |     var body: some View {
               |                     `- error: cannot find 'Colour' in scope
            /tmp/pkg/Sources/Cards/Badge.swift:2:5: warning: variable 'x' was never used
            /tmp/pkg/Sources/Cards/Badge.swift:7:21: error: cannot find 'Colour' in scope
            /tmp/pkg/Sources/Cards/Counter.swift:12:1: note: did you mean 'Color'?
            \u{1B}[1m/elsewhere/Other.swift:3: error: \u{1B}[0mexpected '}'
            error: fatalError
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        #expect(CompileErrorParser.errors(in: output, packageRoot: "/tmp/pkg") == [
            CompileError(file: "Sources/Cards/Badge.swift", line: 7, column: 21, message: "cannot find 'Colour' in scope"),
            CompileError(file: "/elsewhere/Other.swift", line: 3, column: nil, message: "expected '}'"),
            CompileError(file: nil, line: nil, column: nil, message: "fatalError"),
        ])
    }

    @Test("a path with colons keeps them; a line without a number is no location")
    func oddPaths() {
        #expect(CompileErrorParser.parse("/a:b/C.swift:4:2: error: x", packageRoot: nil)
                == CompileError(file: "/a:b/C.swift", line: 4, column: 2, message: "x"))
        #expect(CompileErrorParser.parse("something: error: x", packageRoot: nil) == nil)
        #expect(CompileErrorParser.parse("error: ", packageRoot: nil) == nil)
    }

    @Test("linker and SwiftPM errors have no location")
    func toolErrors() {
        let output = "error: link command failed with exit code 1 (use -v to see invocation)\nerror: fatalError\n"
        #expect(CompileErrorParser.errors(in: output).map(\.message) == ["link command failed with exit code 1 (use -v to see invocation)", "fatalError"])
        #expect(CompileErrorParser.errors(in: output).allSatisfy { $0.file == nil && $0.line == nil })
    }
}
