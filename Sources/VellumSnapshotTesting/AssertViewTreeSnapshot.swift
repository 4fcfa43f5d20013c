import Foundation
import Vellum

/// Asserts that a view's tree on a device, as text, matches its reference.
///
/// The tree is `SVGRenderer.viewTree()`: one view per line, each modifier a
/// line around what it modifies, with the text, fonts, colours and frames that
/// make the picture. The reference is text, `<package>/snapshots/<TestFile>/<testName>.<name>.tree.txt`,
/// that reads well in a pull request; a failure lists the changed lines. It is
/// recorded and checked under the same record modes as
/// ``assertSVGSnapshot(of:device:named:colorScheme:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``.
///
/// ```swift
/// @Test func loginTree() {
///     assertViewTreeSnapshot(of: LoginView(), device: .iPhone15Pro, named: "login")
/// }
/// ```
///
/// - Parameters:
///   - view: The view to lay out.
///   - device: The screen it is laid out on, with its safe areas.
///   - name: A name for this snapshot, added to the reference's file name.
///   - colorScheme: The colour scheme to resolve colours in.
///   - snapshotDirectory: A folder for references instead of `<package>/snapshots`
///     (absolute, or relative to the package root); `VELLUM_SNAPSHOT_DIR` does the same.
///   - record: A record mode for this assertion; `CI` still forces `never`.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, as `#filePath` gives it, from which the package root is found; leave the default.
///   - function: The test's name, as `#function` gives it, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertViewTreeSnapshot<Content: View>(
    of view: Content,
    device: Device,
    named name: String? = nil,
    colorScheme: ColorScheme = .light,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    var renderer = SVGRenderer(content: view, device: device)
    renderer.colorScheme = colorScheme
    assertViewTree(of: renderer, name: name, snapshotDirectory: snapshotDirectory, record: record,
                   source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Asserts that a view's tree on a plain canvas of `size`, as text, matches its reference.
///
/// The same as ``assertViewTreeSnapshot(of:device:named:colorScheme:snapshotDirectory:record:fileID:filePath:function:line:column:)``
/// but laid out as `SVGRenderer(content:size:)` lays it out: no safe-area insets, the view centred.
///
/// ```swift
/// @Test func badgeTree() {
///     assertViewTreeSnapshot(of: Badge(count: 3), size: CGSize(width: 64, height: 64))
/// }
/// ```
public func assertViewTreeSnapshot<Content: View>(
    of view: Content,
    size: CGSize,
    named name: String? = nil,
    colorScheme: ColorScheme = .light,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    var renderer = SVGRenderer(content: view, size: size)
    renderer.colorScheme = colorScheme
    assertViewTree(of: renderer, name: name, snapshotDirectory: snapshotDirectory, record: record,
                   source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// The one core of the view-tree assertions: the tree of `renderer`, checked as text.
private func assertViewTree<Content: View>(of renderer: SVGRenderer<Content>, name: String?, snapshotDirectory: String?,
                                           record: SnapshotRecordMode?, source: SnapshotSourceLocation) {
    SnapshotAssertion(name: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: 0, source: source, textExtension: "tree.txt")
        .run { try renderer.viewTree() }
}
