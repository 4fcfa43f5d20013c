import Vellum
import VellumXMLDiff

/// Compares (or records) one snapshot: the harness's core, free of test frameworks.
struct SnapshotVerifier {
    var name: String
    var location: SnapshotLocation
    var mode: SnapshotRecordMode
    /// What the files hold and how they are compared.
    var format: SnapshotFormat = .svg(SVGDiffOptions())
    /// How many differences the failure message lists before `… and K more`.
    var listLimit: Int = 20
    /// Whether ``mode`` is `never` because `CI` is set (said so in messages).
    var forcedByContinuousIntegration = false
    /// The view tree of the SVG's views (`SVGRenderer.viewTree()`), when the picture is a renderer's:
    /// recorded beside the SVG reference whenever it is (`<name>.tree.txt`), and, when that file is
    /// there, its changed lines are part of a mismatch's message and report.
    var tree: (() throws -> String)? = nil
    /// What every SVG this writes carries on its root (Vellum's version and font set), and what a
    /// failing reference's stamp is compared with; nil writes SVGs as rendered (``SnapshotAssertion`` sets `.current`).
    var stamp: SVGStamp? = nil

    func verify(_ render: () throws -> String) -> SnapshotOutcome {
        var actual: String
        do {
            actual = try render()
            if case .svg = format, let stamp { actual = stamp.applied(to: actual) }
        } catch {
            return .failed("Could not render snapshot “\(name)”: \(error)")
        }
        do {
            guard let reference = try SnapshotFileStore.read(location.reference) else {
                return missingReference(actual)
            }
            if mode == .all {
                try SnapshotFileStore.writeAtomically(actual, to: location.reference)
                try recordTree()
                cleanArtifacts()
                return .failed("""
                    Re-recorded snapshot “\(name)” (record mode “all”) at:
                      \(location.reference)
                    Turn recording off (unset VELLUM_RECORD) and run the test again.
                    """)
            }
            return try compare(reference: reference, actual: actual)
        } catch {
            return .failed("Snapshot “\(name)” could not be checked: \(error)")
        }
    }

    private func missingReference(_ actual: String) -> SnapshotOutcome {
        if mode == .never {
            try? SnapshotFileStore.writeAtomically(actual, to: location.actual)
            return .failed("""
                No reference snapshot “\(name)” at:
                  \(location.reference)
                Record mode is “never”\(forcedByContinuousIntegration ? " (forced because CI is set)" : ""). The actual \(format.fileExtension == "svg" ? "SVG" : "text") was written to:
                  \(location.actual)
                Record it locally (VELLUM_RECORD=missing, the default) and commit the file.
                """)
        }
        do {
            try SnapshotFileStore.writeAtomically(actual, to: location.reference)
            try recordTree()
        } catch {
            return .failed("Could not record snapshot “\(name)”: \(error)")
        }
        cleanArtifacts()
        return .failed("""
            Recorded a new reference snapshot “\(name)” at:
              \(location.reference)
            Check it, then run the test again.
            """)
    }

    private func compare(reference: String, actual: String) throws -> SnapshotOutcome {
        switch format {
        case .svg(let options): return try compareSVG(reference: reference, actual: actual, options: options)
        case .text: return try compareText(reference: reference, actual: actual)
        }
    }

    /// Text, line by line: the changed lines are the message.
    private func compareText(reference: String, actual: String) throws -> SnapshotOutcome {
        if reference == actual {
            cleanArtifacts()
            return .matched
        }
        try SnapshotFileStore.writeAtomically(actual, to: location.actual)
        let diff = LineDiff(reference: reference, actual: actual)
        var message = """
            Snapshot “\(name)” does not match its reference \
            (\(diff.changes.count) changed line\(diff.changes.count == 1 ? "" : "s"), - reference, + actual):
            """
        for line in diff.summary(limit: listLimit).split(separator: "\n") {
            message += "\n  " + line
        }
        message += "\nReference: \(location.reference)"
        message += "\nActual:    \(location.actual)"
        return .failed(message + (try reRecording(actual)))
    }

    /// What the message ends with: the reference re-recorded (record mode
    /// `failed`), or how to accept the change.
    private func reRecording(_ actual: String) throws -> String {
        if mode == .failed {
            try SnapshotFileStore.writeAtomically(actual, to: location.reference)
            try recordTree()
            return "\nRe-recorded the reference (record mode “failed”); run the test again."
        }
        return "\nIf the change is intended, re-record with VELLUM_RECORD=failed."
    }

    /// An SVG, structurally: the located differences are the message, with an HTML report.
    private func compareSVG(reference: String, actual: String, options: SVGDiffOptions) throws -> SnapshotOutcome {
        let result: SVGDiffResult
        do {
            result = try SVGDiff.compare(
                reference, actual, aName: location.reference, bName: location.actual, options: options)
        } catch let error as XMLDiffError {
            try SnapshotFileStore.writeAtomically(actual, to: location.actual)
            if mode == .failed, error.file == location.reference {
                try SnapshotFileStore.writeAtomically(actual, to: location.reference)
                return .failed("Reference snapshot “\(name)” was unreadable (\(error)); re-recorded it at:\n  \(location.reference)")
            }
            return .failed("Snapshot “\(name)” could not be compared: \(error)")
        }
        if result.isEqual {
            cleanArtifacts()
            return .matched
        }
        try SnapshotFileStore.writeAtomically(actual, to: location.actual)
        let treeChanges = try self.treeChanges()
        let page = SnapshotReportPage(
            name: name, referencePath: location.reference, actualPath: location.actual,
            referenceSVG: reference, actualSVG: actual,
            differences: result.differences.map(\.description), unifiedDiff: result.unifiedDiff,
            treeChanges: treeChanges.map(\.description))
        try SnapshotFileStore.writeAtomically(page.html, to: location.report)
        var message = """
            Snapshot “\(name)” does not match its reference \
            (\(result.differences.count) difference\(result.differences.count == 1 ? "" : "s")):
            """
        for line in result.summary(limit: listLimit).split(separator: "\n") {
            message += "\n  " + line
        }
        message += "\nReference: \(location.reference)"
        message += "\nActual:    \(location.actual)"
        if !treeChanges.isEmpty {
            message += "\nView tree (\(treeChanges.count) changed line\(treeChanges.count == 1 ? "" : "s"), - reference, + actual):"
            for change in treeChanges.prefix(listLimit) { message += "\n  " + change.description }
            if treeChanges.count > listLimit { message += "\n  … and \(treeChanges.count - listLimit) more" }
        }
        message += "\nReport:    \(location.report)"
        if let note = recordedElsewhere(reference) { message += "\n" + note }
        return .failed(message + (try reRecording(actual)))
    }

    /// What to say when the reference was stamped by another Vellum or font set; nil when the stamps
    /// agree or the reference has none (recorded before references were stamped).
    private func recordedElsewhere(_ reference: String) -> String? {
        guard let stamp, let recorded = SVGStamp(readFrom: reference) else { return nil }
        if recorded.version != stamp.version {
            return "Recorded with Vellum \(recorded.version), now \(stamp.version): re-record after reviewing the report."
        }
        if recorded.fonts != stamp.fonts {
            return "Recorded with font set \(recorded.fonts), now \(stamp.fonts): re-record after reviewing the report."
        }
        return nil
    }

    /// Writes the view tree beside the SVG reference just written (nothing for a picture without one).
    private func recordTree() throws {
        guard let tree, case .svg = format else { return }
        try SnapshotFileStore.writeAtomically(try tree(), to: location.treeFiles.reference)
    }

    /// The view tree's changes against the tree reference beside the SVG's, the actual tree written
    /// beside the actual SVG; none when there is no tree or no tree reference.
    private func treeChanges() throws -> [LineDiff.Change] {
        guard let tree, case .svg = format, let reference = try SnapshotFileStore.read(location.treeFiles.reference) else { return [] }
        let actual = try tree()
        try SnapshotFileStore.writeAtomically(actual, to: location.treeFiles.actual)
        return LineDiff(reference: reference, actual: actual).changes
    }

    private func cleanArtifacts() {
        SnapshotFileStore.remove(location.actual)
        SnapshotFileStore.remove(location.treeFiles.actual)
        SnapshotFileStore.remove(location.report)
    }
}
