import Foundation

/// Renders SVG with `../shared/tools/svg-shot` (headless Chromium or librsvg,
/// installed by the tool when missing) and reads pixels with `svg-probe`.
enum SVGShot {
    /// The tools folder beside the package, if present.
    static let tools: URL? = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { dir.deleteLastPathComponent() }   // Tests/VellumTests/Support/SVGShot.swift → package root
        let t = dir.deletingLastPathComponent().appendingPathComponent("shared/tools")
        return FileManager.default.isExecutableFile(atPath: t.appendingPathComponent("svg-shot").path) ? t : nil
    }()

    /// Why rendered checks cannot run here, or nil when they can.
    static var unavailableReason: String? {
        tools == nil ? "../shared/tools/svg-shot is not beside the package; rendered checks need it" : nil
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Renders `svg` to a PNG with `renderer` ("chromium" or "rsvg"); returns the PNG's path.
    static func render(_ svg: String, renderer: String, scale: Int = 1, name: String) throws -> URL {
        guard let tools else { throw Failure(description: unavailableReason ?? "") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-shots-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let input = dir.appendingPathComponent("\(name).svg"), output = dir.appendingPathComponent("\(name).\(renderer).png")
        try Data(svg.utf8).write(to: input)
        let (status, text) = try run(tools.appendingPathComponent("svg-shot"), [input.path, output.path, "--renderer", renderer, "--scale", String(scale)])
        guard status == 0 else { throw Failure(description: "svg-shot failed (\(status)): \(text)") }
        return output
    }

    /// The RGBA of the pixel at (x, y).
    static func pixel(_ png: URL, _ x: Int, _ y: Int) throws -> [Int] {
        guard let tools else { throw Failure(description: unavailableReason ?? "") }
        let (status, text) = try run(tools.appendingPathComponent("svg-probe"), [png.path, String(x), String(y)])
        guard status == 0 else { throw Failure(description: "svg-probe failed: \(text)") }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    }

    /// The RGBA of each pixel at `points`, read with one decoding of the PNG
    /// (svg-probe decodes the file once per pixel).
    static func pixels(_ png: URL, _ points: [(x: Int, y: Int)]) throws -> [[Int]] {
        guard let tools else { throw Failure(description: unavailableReason ?? "") }
        let script = """
            import sys
            sys.dont_write_bytecode = True
            sys.path.insert(0, sys.argv[1])
            import pngio
            w, h, px = pngio.read_png(sys.argv[2])
            for pair in sys.argv[3:]:
                x, y = (int(v) for v in pair.split(","))
                print(*px[(y * w + x) * 4:(y * w + x) * 4 + 4])
            """
        let (status, text) = try run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["python3", "-c", script, tools.path, png.path] + points.map { "\($0.x),\($0.y)" })
        guard status == 0 else { throw Failure(description: "reading pixels failed: \(text)") }
        return text.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
    }

    /// Whether two PNGs agree within a tolerance (png-compare).
    static func agree(_ a: URL, _ b: URL, tolerance: Int, maxFraction: Double) throws -> (Bool, String) {
        guard let tools else { throw Failure(description: unavailableReason ?? "") }
        let (status, text) = try run(tools.appendingPathComponent("png-compare"),
                                     [a.path, b.path, "--tolerance", String(tolerance), "--max-fraction", String(maxFraction)])
        return (status == 0, text)
    }

    private static func run(_ tool: URL, _ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = tool
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
