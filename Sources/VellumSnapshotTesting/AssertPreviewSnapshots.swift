import Foundation
import Vellum

/// Asserts that every preview of a module — each `#Preview` and each preview of
/// every `PreviewProvider` — matches its reference SVG: every preview a
/// snapshot test, in one line.
///
/// ```swift
/// import Testing
/// import VellumSnapshotTesting
/// @testable import MyApp
///
/// @Test func previews() {
///     assertPreviewSnapshots(inModule: "MyApp")
/// }
/// ```
///
/// Each preview is drawn as Xcode's canvas draws it (its traits choose a
/// fitting or fixed canvas and the device's orientation) and compared with
/// `snapshots/Previews/<File>/<preview name>.svg`, `<File>` being the preview's
/// file without `.swift` (a `PreviewProvider`'s type name for its previews).
/// Previews without a name are `Preview 1`, `Preview 2`, … in file order.
/// The record modes are those of ``assertSVGSnapshot(of:device:named:colorScheme:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``.
/// A reference under `snapshots/Previews/` whose preview no longer exists in
/// the program fails the assertion, naming the file to delete (record mode
/// `all` deletes it). A module with no previews fails too: the name is likely wrong.
///
/// With `VELLUM_SHARD=I/N` in the environment (as a CI matrix sets it, `I` from
/// 1), only shard `I` of `N` is checked: a preview's shard is a stable hash of
/// its file and name, so the N jobs together check every preview once, and each
/// stale reference is reported by one of them.
///
/// - Parameters:
///   - module: The module whose previews to check; nil checks every preview linked into the test.
///   - device: The device previews are drawn on (a `previewDevice` in a provider wins).
///   - platformLook: The system design bars, lists and controls are drawn in:
///     iOS 18's (the default) or iOS 26's (`.iOS26`), for a team that ships it.
///   - assets: Where the previews' `Image("Name")` and `Color("Name")` are looked up.
///   - snapshotDirectory: A folder instead of `<package>/snapshots`.
///   - record: A record mode for these assertions; `CI` still forces `never`.
///   - tolerance: The largest difference at which numbers count as equal.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, as `#filePath` gives it, from which the package root is found; leave the default.
///   - function: The test's name, as `#function` gives it, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertPreviewSnapshots(
    inModule module: String? = nil,
    device: Device = .iPhone15Pro,
    platformLook: PlatformLook = .iOS18,
    assets: AssetCatalog = AssetCatalog(),
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let source = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let check = PreviewSnapshotCheck(module: module, device: device, platformLook: platformLook, assets: assets, snapshotDirectory: snapshotDirectory, record: record,
                                     tolerance: tolerance, filePath: "\(filePath)", environment: .current)
    for message in check.run(previews: PreviewDiscovery.previews(), source: source) {
        SnapshotIssueReporter.report(message, at: source)
    }
}

/// The work of ``assertPreviewSnapshots(inModule:device:platformLook:assets:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``,
/// free of test frameworks: the failure messages for a list of previews.
struct PreviewSnapshotCheck {
    var module: String?
    var device: Device
    var platformLook = PlatformLook.iOS18
    var assets: AssetCatalog
    var snapshotDirectory: String?
    var record: SnapshotRecordMode?
    var tolerance: Double
    var filePath: String
    var environment: SnapshotEnvironment

    /// The failure messages: one per preview that does not match, one per stale reference.
    func run(previews all: [DiscoveredPreview], source: SnapshotSourceLocation) -> [String] {
        var shard: PreviewShard?
        if let text = environment.shard {
            do { shard = try PreviewShard(parsing: text, from: PreviewShard.environmentVariable) } catch { return ["\(error)"] }
        }
        let inModule = all.filter { module == nil || $0.moduleName == module }
        let previews = inModule.filter { shard?.contains($0) ?? true }
        guard !inModule.isEmpty else {
            let modules = Set(all.map(\.moduleName)).sorted()
            let known = modules.isEmpty ? "no previews at all are linked into this test" : "modules with previews: \(modules.joined(separator: ", "))"
            return ["No previews found\(module.map { " in module “\($0)”" } ?? ""); \(known). Make the test target depend on the module that declares them."]
        }
        func location(of preview: DiscoveredPreview) -> SnapshotLocation {
            SnapshotLocation(previewGroup: preview.group, name: preview.name, filePath: filePath,
                             snapshotDirectory: snapshotDirectory, environment: environment)
        }
        var messages: [String] = []
        for preview in previews {
            let assertion = SnapshotAssertion(name: "\(preview.group)/\(preview.name)", snapshotDirectory: snapshotDirectory, record: record,
                                              tolerance: tolerance, source: source, environment: environment, location: location(of: preview))
            if let message = assertion.outcome({
                var renderer = try preview.renderer(device: device)
                renderer.assets = assets
                renderer.platformLook = platformLook
                return try UnsettledPicture.svg(renderer, name: "\(preview.group)/\(preview.name)")
            }).message {
                messages.append("Preview \(preview): " + message)
            }
        }
        // References of previews anywhere in the program are not stale, only those of none.
        let expected = Set(all.map { location(of: $0).reference })
        messages += staleReferences(expected: expected, shard: shard)
        return messages
    }

    /// Messages for the references under `<snapshots>/Previews` that no preview has.
    /// With a shard, only the stale references that fall in it (by a stable hash of their path under the folder).
    private func staleReferences(expected: Set<String>, shard: PreviewShard?) -> [String] {
        let folder = SnapshotLocation.previewFolders(filePath: filePath, snapshotDirectory: snapshotDirectory, environment: environment).references
        let manager = FileManager.default
        guard let groups = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        let mode = (try? environment.resolvedMode(explicit: record, scoped: SnapshotRecording.scopedMode).get()) ?? .missing
        var messages: [String] = []
        for group in groups.sorted() {
            let groupFolder = (folder as NSString).appendingPathComponent(group)
            guard let files = try? manager.contentsOfDirectory(atPath: groupFolder) else { continue }
            for file in files.sorted() where file.hasSuffix(".svg") {
                let path = (groupFolder as NSString).appendingPathComponent(file)
                guard !expected.contains(path), shard?.contains(key: "\(group)/\(file)") ?? true else { continue }
                if mode == .all, (try? manager.removeItem(atPath: path)) != nil {
                    messages.append("Removed the reference snapshot of a preview that no longer exists (record mode “all”):\n  \(path)")
                } else {
                    messages.append("""
                        Reference snapshot of a preview that no longer exists:
                          \(path)
                        Delete it if the preview was removed or renamed (VELLUM_RECORD=all removes it).
                        """)
                }
            }
        }
        return messages
    }
}
