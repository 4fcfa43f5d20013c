import Foundation
import VellumMacroSupport

/// A package a user's manifest depends on, as `swift package dump-package`
/// prints it, declared again in the host package when a target the host
/// compiles uses one of its products.
struct PackageDependency: Equatable {
    /// The package's identity: what `.product(name:package:)` names it by.
    var identity: String
    /// The declaration for the host's manifest: `.package(url: …, from: …)` or `.package(path: …)`.
    var declaration: String
    /// The folder of a path dependency.
    var path: String?

    /// The dependency described by one element of `dump-package`'s `dependencies`, or nil for a kind it cannot declare again.
    init?(json: [String: Any]) {
        if let fileSystem = (json["fileSystem"] as? [[String: Any]])?.first,
           let identity = fileSystem["identity"] as? String, let path = fileSystem["path"] as? String {
            self.identity = identity
            self.path = path
            declaration = ".package(path: \(SwiftLiteral.string(path)))"
            return
        }
        guard let control = (json["sourceControl"] as? [[String: Any]])?.first, let identity = control["identity"] as? String,
              let location = control["location"] as? [String: Any] else { return nil }
        let url: String
        if let remote = (location["remote"] as? [[String: Any]])?.first?["urlString"] as? String {
            url = remote
        } else if let local = (location["local"] as? [String])?.first {
            url = local
        } else {
            return nil
        }
        guard let requirement = control["requirement"] as? [String: Any], let rule = Self.requirement(requirement) else { return nil }
        self.identity = identity
        path = nil
        declaration = ".package(url: \(SwiftLiteral.string(url)), \(rule))"
    }

    /// The requirement's text: `"1.0.0"..<"2.0.0"`, `exact: "1.2.3"`, `branch: "main"`, `revision: "…"`.
    private static func requirement(_ json: [String: Any]) -> String? {
        if let range = (json["range"] as? [[String: Any]])?.first,
           let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String {
            return "\(SwiftLiteral.string(lower))..<\(SwiftLiteral.string(upper))"
        }
        if let exact = (json["exact"] as? [String])?.first { return "exact: \(SwiftLiteral.string(exact))" }
        if let branch = (json["branch"] as? [String])?.first { return "branch: \(SwiftLiteral.string(branch))" }
        if let revision = (json["revision"] as? [String])?.first { return "revision: \(SwiftLiteral.string(revision))" }
        return nil
    }
}
