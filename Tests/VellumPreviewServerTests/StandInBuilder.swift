import Foundation
@testable import VellumPreviewServer

/// A builder for tests: its "program" is a shell script speaking the host's
/// protocol, and its next build succeeds or fails as the test says. The
/// package is a temporary folder with `Sources/Cards/`.
final class StandInBuilder: PreviewBuilder, @unchecked Sendable {
    // Unchecked: `breaks` and `builds` are only touched under `lock`.
    private let lock = NSLock()
    private var breaks = false
    private var count = 0
    let packageRoot: URL
    let program: URL
    var watchedFolders: [URL] { [packageRoot.appendingPathComponent("Sources")] }

    init(root: URL) throws {
        packageRoot = root
        program = root.appendingPathComponent("host.sh")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Cards"), withIntermediateDirectories: true)
        try Data(Self.host.utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    }

    var broken: Bool {
        get { lock.lock(); defer { lock.unlock() }; return breaks }
        set { lock.lock(); breaks = newValue; lock.unlock() }
    }
    var builds: Int { lock.lock(); defer { lock.unlock() }; return count }

    func build() -> PreviewBuildResult {
        lock.lock()
        count += 1
        let fails = breaks
        lock.unlock()
        if fails {
            return PreviewBuildResult(program: nil, arguments: [], log: packageRoot.path + "/Sources/Cards/Badge.swift:4:7: error: expected '}'\n")
        }
        return PreviewBuildResult(program: program, arguments: [], log: "")
    }

    /// Lists three previews; draws the request it was sent (so the test sees what the server asked for),
    /// throws for `Throws` and never finishes `Slow`.
    static let host = #"""
        #!/bin/sh
        while read -r line; do
          case "$line" in
            *'"op":"list"'*)
              body='{"devices":["iPhoneSE"],"orientations":["portrait"],"sizes":["large","accessibility3"],"languages":["ar","fr"],"notes":[],"previews":[{"id":"Cards/Badge/A","file":"Cards/Badge.swift","name":"A","line":3,"module":"Cards"},{"id":"Cards/Badge/Throws","file":"Cards/Badge.swift","name":"Throws","module":"Cards"},{"id":"Cards/Badge/Slow","file":"Cards/Badge.swift","name":"Slow","module":"Cards"}]}'
              printf 'ok %d\n%s' ${#body} "$body";;
            *Slow*) sleep 100;;
            *Throws*) body='Image "missing" is not in the asset catalog'; printf 'error %d\n%s' ${#body} "$body";;
            *dark*) body="<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'><rect width='40' height='20' fill='#000'/><desc>$line</desc></svg>"; printf 'ok %d\n%s' ${#body} "$body";;
            *) body="<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'><rect width='40' height='20' fill='#fff'/><desc>$line</desc></svg>"; printf 'ok %d\n%s' ${#body} "$body";;
          esac
        done
        """#
}

