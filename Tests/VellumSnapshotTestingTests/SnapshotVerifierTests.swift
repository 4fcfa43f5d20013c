import Foundation
import Testing
@testable import VellumSnapshotTesting

/// Record modes and messages of the string-level core.
@Suite struct SnapshotVerifierTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(name: "card", location: folder.location(), mode: mode)
    }

    @Test func missingReferenceIsRecordedAndFails() {
        let outcome = verifier(.missing).verify { Fixtures.reference }
        #expect(outcome.message?.contains("Recorded a new reference snapshot") == true)
        #expect(outcome.message?.contains(folder.location().reference) == true)
        #expect(folder.contents(folder.location().reference) == Fixtures.reference)
    }

    @Test(arguments: [SnapshotRecordMode.all, .failed])
    func otherRecordingModesAlsoRecordMissingReferences(mode: SnapshotRecordMode) {
        let outcome = verifier(mode).verify { Fixtures.reference }
        #expect(outcome != .matched)
        #expect(folder.contents(folder.location().reference) == Fixtures.reference)
    }

    @Test func neverDoesNotRecord() {
        let outcome = verifier(.never).verify { Fixtures.reference }
        #expect(outcome.message?.contains("No reference snapshot") == true)
        #expect(!folder.exists(folder.location().reference))
        #expect(folder.contents(folder.location().actual) == Fixtures.reference)
    }

    @Test func matchingSnapshotPassesAndCleansArtifacts() throws {
        let location = folder.location()
        try folder.write(Fixtures.reference, to: location.reference)
        try folder.write("stale", to: location.actual)
        try folder.write("stale", to: location.report)
        #expect(verifier(.missing).verify { Fixtures.respelled } == .matched)
        #expect(!folder.exists(location.actual))
        #expect(!folder.exists(location.report))
        #expect(folder.contents(location.reference) == Fixtures.reference)
    }

    @Test func mismatchFailsWithDifferencesPathsAndReport() throws {
        let location = folder.location()
        try folder.write(Fixtures.reference, to: location.reference)
        let message = try #require(verifier(.missing).verify { Fixtures.changed }.message)
        #expect(message.contains("does not match its reference (1 difference)"))
        #expect(message.contains("/svg/rect[1]@width: 80 → 81"))
        #expect(message.contains("Reference: \(location.reference)"))
        #expect(message.contains("Actual:    \(location.actual)"))
        #expect(message.contains("Report:    \(location.report)"))
        #expect(message.contains("VELLUM_RECORD=failed"))
        #expect(folder.contents(location.reference) == Fixtures.reference)
        #expect(folder.contents(location.actual) == Fixtures.changed)
        let report = try #require(folder.contents(location.report))
        #expect(report.contains("<img alt=\"reference\" src=\"data:image/svg+xml;base64,"))
        #expect(report.contains("<img alt=\"actual\" src=\"data:image/svg+xml;base64,"))
        #expect(report.contains("/svg/rect[1]@width: 80 → 81"))
        #expect(report.contains(Data(Fixtures.changed.utf8).base64EncodedString()))
    }

    @Test func failedModeReRecordsMismatches() throws {
        let location = folder.location()
        try folder.write(Fixtures.reference, to: location.reference)
        let message = verifier(.failed).verify { Fixtures.changed }.message
        #expect(message?.contains("Re-recorded the reference") == true)
        #expect(folder.contents(location.reference) == Fixtures.changed)
        #expect(verifier(.never).verify { Fixtures.changed } == .matched)
    }

    @Test func allModeRewritesEvenMatchingReferences() throws {
        let location = folder.location()
        try folder.write(Fixtures.reference, to: location.reference)
        let message = verifier(.all).verify { Fixtures.respelled }.message
        #expect(message?.contains("Re-recorded snapshot") == true)
        #expect(folder.contents(location.reference) == Fixtures.respelled)
    }

    @Test func longDifferenceListsAreCut() throws {
        let location = folder.location()
        let a = "<svg>" + (0..<30).map { "<rect x=\"\($0)\"/>" }.joined() + "</svg>"
        let b = "<svg>" + (0..<30).map { "<rect x=\"\($0 + 100)\"/>" }.joined() + "</svg>"
        try folder.write(a, to: location.reference)
        var verifier = verifier(.missing)
        verifier.listLimit = 5
        let message = try #require(verifier.verify { b }.message)
        #expect(message.contains("(30 differences)"))
        #expect(message.contains("… and 25 more"))
    }

    @Test func renderErrorsFail() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let message = verifier(.missing).verify { throw Boom() }.message
        #expect(message?.contains("Could not render snapshot “card”: boom") == true)
        #expect(!folder.exists(folder.location().reference))
    }

    @Test func malformedActualFailsWithTheParserMessage() throws {
        let location = folder.location()
        try folder.write(Fixtures.reference, to: location.reference)
        let message = verifier(.missing).verify { "<svg><g></svg>" }.message
        #expect(message?.contains("malformed XML") == true)
        #expect(folder.contents(location.reference) == Fixtures.reference)
    }
}
