import Foundation
import Testing
@testable import VellumCLI

/// Which previews `vellum review` draws again, from the files that changed: a target's when its Swift files
/// changed, and its users'; everything when it cannot be known.
@Suite struct ReviewScopeTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-scope-\(UUID().uuidString)")

    /// Core ← Cards ← App, Other alone, a test target and a macro.
    func package() throws -> UserPackage {
        for folder in ["Sources/Core", "Sources/Cards", "Sources/App", "Sources/Other", "Sources/Macros", "Tests/CardsTests"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let manifest = Data("""
            {"name": "Cards", "products": [{"name": "Cards", "targets": ["Cards", "Other"], "type": {"library": ["automatic"]}}],
             "dependencies": [],
             "targets": [
               {"name": "Core", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
               {"name": "Cards", "type": "regular", "dependencies": [{"byName": ["Core", null]}], "exclude": [], "resources": [], "settings": []},
               {"name": "App", "type": "executable", "dependencies": [{"target": ["Cards", null]}], "exclude": [], "resources": [], "settings": []},
               {"name": "Other", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
               {"name": "Macros", "type": "macro", "dependencies": [], "exclude": [], "resources": [], "settings": []},
               {"name": "CardsTests", "type": "test", "dependencies": [{"byName": ["Cards", null]}], "exclude": [], "resources": [], "settings": []}]}
            """.utf8)
        return try UserPackage(root: root, manifestJSON: manifest)
    }

    @Test func onlyTheChangedTargetsAndTheirUsersAreDrawnAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try package()
        #expect(package.modules == ["Cards", "Other", "Core", "App"])
        let other = ReviewScope(changed: ["Sources/Other/Other.swift", "README.md", "Tests/CardsTests/CardsTests.swift"], package: package, prefix: "")
        #expect(other.modules == ["Other"])
        #expect(other.reason == "only Other changed: Sources/Other/Other.swift")
        let cards = ReviewScope(changed: ["Sources/Cards/B.swift", "Sources/Cards/A.swift", "Sources/Cards/C.swift", "Sources/Cards/D.swift"],
                                package: package, prefix: "")
        #expect(cards.modules == ["Cards", "App"])
        #expect(cards.reason == "only Cards changed: Sources/Cards/A.swift, Sources/Cards/B.swift, Sources/Cards/C.swift and 1 more; App uses it")
        #expect(ReviewScope(changed: ["Sources/Core/Core.swift"], package: package, prefix: "").modules == ["Cards", "Core", "App"],
                "Cards uses Core, App uses Cards")
        let nothing = ReviewScope(changed: ["docs/Guide.md"], package: package, prefix: "")
        #expect(nothing.modules == [] && nothing.reason == "no Swift file of the package's targets changed")
    }

    @Test func everythingWhenItCannotBeKnown() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try package()
        for (changed, reason) in [
            ("Package.swift", "Package.swift changed"),
            ("Package.resolved", "Package.resolved changed"),
            ("Sources/Cards/Media/logo.png", "Sources/Cards/Media/logo.png, a resource of Cards, changed"),
            ("Sources/Macros/Macro.swift", "Sources/Macros/Macro.swift, of the macro target Macros, changed"),
            ("scripts/make.sh", "scripts/make.sh, in no target, changed"),
        ] {
            let scope = ReviewScope(changed: ["Sources/Other/Other.swift", changed], package: package, prefix: "")
            #expect(scope.modules == nil, "\(changed)")
            #expect(scope.reason == reason)
        }
        // A package in a folder of its repository: a file outside it could be anything it uses.
        let inFolder = ReviewScope(changed: ["Shared/Colors.swift"], package: package, prefix: "Packages/Cards/")
        #expect(inFolder.modules == nil && inFolder.reason == "Shared/Colors.swift changed, outside the package")
        #expect(ReviewScope(changed: ["Packages/Cards/Sources/Other/O.swift", "NOTES.md"], package: package, prefix: "Packages/Cards/").modules == ["Other"])
    }
}
