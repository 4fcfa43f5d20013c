import Foundation
import Vellum

/// Asserts that a view's accessibility hierarchy on a device, as text,
/// matches its reference.
///
/// The hierarchy is `SVGRenderer.accessibilityTree()`: the elements VoiceOver
/// visits, one a line in its order, with role, label, value, hint,
/// identifier, traits and frame. The reference is text,
/// `<package>/snapshots/<TestFile>/<testName>.<name>.accessibility.txt`, that
/// reads well in a pull request; a failure lists the changed lines. It is
/// recorded and checked under the same record modes as
/// ``assertSVGSnapshot(of:device:named:colorScheme:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``.
///
/// ```swift
/// @Test func settingsReadsInOrder() {
///     assertAccessibilitySnapshot(of: SettingsView(), device: .iPhone15Pro)
/// }
/// ```
///
/// - Parameters:
///   - view: The view whose elements are listed.
///   - device: The screen it is laid out on, with its safe areas.
///   - name: A name for this snapshot, added to the reference's file name.
///   - colorScheme: The colour scheme to render in.
///   - layoutDirection: The layout direction; right to left mirrors the reading order.
///   - snapshotDirectory: A folder for references instead of `<package>/snapshots`
///     (absolute, or relative to the package root); `VELLUM_SNAPSHOT_DIR` does the same.
///   - record: A record mode for this assertion; `CI` still forces `never`.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, as `#filePath` gives it, from which the package root is found; leave the default.
///   - function: The test's name, as `#function` gives it, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertAccessibilitySnapshot<Content: View>(
    of view: Content,
    device: Device,
    named name: String? = nil,
    colorScheme: ColorScheme = .light,
    layoutDirection: LayoutDirection = .leftToRight,
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
    if layoutDirection == .rightToLeft { renderer = renderer.applying(.rightToLeft) }
    SnapshotAssertion(name: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: 0,
                      source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column),
                      textExtension: "accessibility.txt")
        .run { try renderer.accessibilityTree() }
}

/// Asserts that an accessibility hierarchy, as text, matches its reference
/// (`<testName>.<name>.accessibility.txt`); the string-level core of
/// ``assertAccessibilitySnapshot(of:device:named:colorScheme:layoutDirection:snapshotDirectory:record:fileID:filePath:function:line:column:)``,
/// for Vellum's own tests of renderers it sets up itself.
///
/// ```swift
/// assertAccessibilitySnapshot(ofText: try renderer.accessibilityTree(), named: "settings")
/// ```
package func assertAccessibilitySnapshot(
    ofText text: @autoclosure () throws -> String,
    named name: String? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(name: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: 0,
                      source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column),
                      textExtension: "accessibility.txt")
        .run(text)
}
