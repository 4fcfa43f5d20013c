import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

extension SharedScratch {
    /// `swift` with `arguments`, in its turn, without the variables that change
    /// snapshot record modes and with `extra` set.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Subprocess.Outcome {
        let swift = try #require(swift)
        var env = ProcessInfo.processInfo.environment
        for key in ["CI", "VELLUM_RECORD", "VELLUM_SNAPSHOT_DIR", "VELLUM_SNAPSHOT_ARTIFACTS"] { env[key] = nil }
        for (key, value) in extra { env[key] = value }
        let environment = env
        let package = arguments.firstIndex(of: "--package-path").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        return try await inTurn(building: package) {
            try Subprocess.run(swift, arguments, echo: false, environment: environment)
        }
    }
}
