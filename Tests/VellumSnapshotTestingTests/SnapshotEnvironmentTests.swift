import Foundation
import Testing
@testable import VellumSnapshotTesting

/// How the record mode and the file locations are chosen.
@Suite struct SnapshotEnvironmentTests {
    @Test func defaultIsMissing() throws {
        #expect(try SnapshotEnvironment().resolvedMode(explicit: nil, scoped: nil).get() == .missing)
    }

    @Test func environmentVariableChoosesTheMode() throws {
        let environment = SnapshotEnvironment(record: "failed")
        #expect(try environment.resolvedMode(explicit: nil, scoped: nil).get() == .failed)
        #expect(try SnapshotEnvironment(record: "ALL").resolvedMode(explicit: nil, scoped: nil).get() == .all)
    }

    @Test func explicitAndScopedModesWinOverTheEnvironment() throws {
        let environment = SnapshotEnvironment(record: "failed")
        #expect(try environment.resolvedMode(explicit: .all, scoped: .never).get() == .all)
        #expect(try environment.resolvedMode(explicit: nil, scoped: .never).get() == .never)
    }

    @Test func continuousIntegrationForcesNever() throws {
        let environment = SnapshotEnvironment(record: "all", isContinuousIntegration: true)
        #expect(try environment.resolvedMode(explicit: .all, scoped: .failed).get() == .never)
    }

    @Test func invalidRecordValueIsAFailure() {
        let result = SnapshotEnvironment(record: "sometimes").resolvedMode(explicit: nil, scoped: nil)
        guard case .failure(let message) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(message.text.contains("VELLUM_RECORD=sometimes"))
        #expect(message.text.contains("missing|all|failed|never"))
    }

    @Test func withSnapshotRecordingScopesTheMode() async {
        #expect(SnapshotRecording.scopedMode == nil)
        withSnapshotRecording(.failed) {
            #expect(SnapshotRecording.scopedMode == .failed)
        }
        await withSnapshotRecording(.all) {
            await Task.yield()
            #expect(SnapshotRecording.scopedMode == .all)
        }
        #expect(SnapshotRecording.scopedMode == nil)
    }

    @Test(.snapshotRecording(.failed)) func traitScopesTheMode() {
        #expect(SnapshotRecording.scopedMode == .failed)
    }

    @Test func locationUnderThePackageRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("// swift-tools-version:6.0", to: folder.file("Package.swift"))
        let filePath = folder.file("Tests/AppTests/CardTests.swift")
        let location = SnapshotLocation(
            fileID: "AppTests/CardTests.swift", filePath: filePath, function: "testCard()", name: "dark mode",
            snapshotDirectory: nil, environment: SnapshotEnvironment())
        #expect(location.reference == folder.file("snapshots/CardTests/testCard.dark_mode.svg"))
        #expect(location.actual == folder.file(".build/vellum-snapshots/CardTests/testCard.dark_mode.svg"))
        #expect(location.report == folder.file(".build/vellum-snapshots/CardTests/testCard.dark_mode.html"))
    }

    @Test func snapshotDirectoryOverrides() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: folder.file("Package.swift"))
        let filePath = folder.file("Tests/AppTests/CardTests.swift")
        let fromEnvironment = SnapshotLocation(
            fileID: "AppTests/CardTests.swift", filePath: filePath, function: "rendersCard()", name: nil,
            snapshotDirectory: nil, environment: SnapshotEnvironment(snapshotDirectory: "References"))
        #expect(fromEnvironment.reference == folder.file("References/CardTests/rendersCard.svg"))
        let fromArgument = SnapshotLocation(
            fileID: "AppTests/CardTests.swift", filePath: filePath, function: "rendersCard()", name: "x",
            snapshotDirectory: "/elsewhere", environment: SnapshotEnvironment(snapshotDirectory: "References"))
        #expect(fromArgument.reference == "/elsewhere/CardTests/rendersCard.x.svg")
    }

    @Test func testNamesAreSanitised() {
        #expect(SnapshotLocation.testName("testCard()") == "testCard")
        #expect(SnapshotLocation.testName("render(size:)") == "render")
        #expect(SnapshotLocation.sanitised("../a b/c") == "_a_b_c")
    }
}
