import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting

/// References carry the stamp of the Vellum that recorded them, and a failure names another version.
@Suite struct SnapshotStampTests {
    let folder: TemporaryFolder
    let now = SVGStamp(version: "0.10.0", fonts: "bbbbbbbbbbbb")

    init() throws {
        folder = try TemporaryFolder()
    }

    func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
        var verifier = SnapshotVerifier(name: "card", location: folder.location(), mode: mode)
        verifier.stamp = now
        return verifier
    }

    @Test func aRecordedReferenceIsStamped() {
        _ = verifier(.missing).verify { Fixtures.reference }
        let recorded = folder.contents(folder.location().reference) ?? ""
        #expect(SVGStamp(readFrom: recorded) == now)
        #expect(recorded == now.applied(to: Fixtures.reference))
    }

    @Test func anUnstampedReferenceStillMatches() throws {
        try folder.write(Fixtures.reference, to: folder.location().reference)
        #expect(verifier(.never).verify { Fixtures.respelled } == .matched)
        #expect(folder.contents(folder.location().reference) == Fixtures.reference, "not re-recorded")
    }

    @Test func aReferenceFromAnotherVersionMatchesWhenThePictureDoes() throws {
        try folder.write(SVGStamp(version: "0.9.0", fonts: "aaaaaaaaaaaa").applied(to: Fixtures.reference), to: folder.location().reference)
        #expect(verifier(.never).verify { Fixtures.reference } == .matched)
    }

    @Test func aFailureSaysWhichVellumRecordedTheReference() throws {
        try folder.write(SVGStamp(version: "0.9.0", fonts: "bbbbbbbbbbbb").applied(to: Fixtures.reference), to: folder.location().reference)
        let message = verifier(.never).verify { Fixtures.changed }.message ?? ""
        #expect(message.contains("/svg/rect[1]@width: 80 → 81"), "\(message)")
        #expect(message.contains("Recorded with Vellum 0.9.0, now 0.10.0: re-record after reviewing the report."), "\(message)")
        #expect(SVGStamp(readFrom: folder.contents(folder.location().actual) ?? "") == now, "the actual SVG is stamped too")
    }

    @Test func aFailureSaysWhenTheFontsChanged() throws {
        try folder.write(SVGStamp(version: "0.10.0", fonts: "aaaaaaaaaaaa").applied(to: Fixtures.reference), to: folder.location().reference)
        let message = verifier(.never).verify { Fixtures.changed }.message ?? ""
        #expect(message.contains("Recorded with font set aaaaaaaaaaaa, now bbbbbbbbbbbb"), "\(message)")
        #expect(!message.contains("Recorded with Vellum"))
    }

    @Test func aFailureAgainstTheSameVersionOrAnUnstampedReferenceSaysNothingOfVersions() throws {
        for reference in [now.applied(to: Fixtures.reference), Fixtures.reference] {
            try folder.write(reference, to: folder.location().reference)
            let message = verifier(.never).verify { Fixtures.changed }.message ?? ""
            #expect(message.contains("does not match"), "\(message)")
            #expect(!message.contains("Recorded with"), "\(message)")
        }
    }
}
