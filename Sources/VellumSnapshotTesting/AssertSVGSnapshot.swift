import Vellum

/// Asserts that a view rendered on a device screen matches its reference SVG.
///
/// Works in Swift Testing tests and in XCTest test cases. The view is rendered
/// with `SVGRenderer(content:device:)` and compared structurally with the
/// reference at `snapshots/<TestFile>/<testName>.<name>.svg` under the package
/// root (spelling, attribute order and numbers within `tolerance` do not count).
/// A missing reference is recorded and the assertion fails saying so; a
/// mismatch fails with the differences, the paths of the reference and of the
/// actual SVG, and an HTML report showing both side by side. See
/// ``SnapshotRecordMode`` for `VELLUM_RECORD` and `CI`.
///
/// ```swift
/// @Test func card() {
///     assertSVGSnapshot(of: Card(), device: .iPhone15Pro, named: "card")
///     assertSVGSnapshot(of: Card(), device: .iPhoneSE, named: "card-dark", colorScheme: .dark)
/// }
/// ```
///
/// - Parameters:
///   - view: The view to render.
///   - device: The screen to render on (size, safe area).
///   - name: A name for this snapshot within the test; `nil` uses the test's name alone.
///   - colorScheme: The colour scheme to render with.
///   - snapshotDirectory: A folder for references instead of `<package>/snapshots`
///     (absolute, or relative to the package root); `VELLUM_SNAPSHOT_DIR` does the same.
///   - record: A record mode for this assertion; `CI` still forces `never`.
///   - tolerance: The largest difference at which numbers count as equal.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, as `#filePath` gives it, from which the package root is found; leave the default.
///   - function: The test's name, as `#function` gives it, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertSVGSnapshot<Content: View>(
    of view: Content,
    device: Device,
    named name: String? = nil,
    colorScheme: ColorScheme = .light,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSVGSnapshot(of: view, as: .device(device, colorScheme: colorScheme), named: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that a view rendered on a plain canvas of `size` matches its reference SVG.
///
/// The same as ``assertSVGSnapshot(of:device:named:colorScheme:snapshotDirectory:record:tolerance:fileID:filePath:function:line:column:)``
/// but rendered with `SVGRenderer(content:size:)`: no safe-area insets, the view centred.
///
/// ```swift
/// func testBadge() {
///     assertSVGSnapshot(of: Badge(count: 3), size: CGSize(width: 64, height: 64), named: "three")
/// }
/// ```
public func assertSVGSnapshot<Content: View>(
    of view: Content,
    size: CGSize,
    named name: String? = nil,
    colorScheme: ColorScheme = .light,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSVGSnapshot(of: view, as: .size(size, colorScheme: colorScheme), named: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that what a configured renderer draws matches its reference SVG:
/// for snapshots that need an asset catalog, the keyboard, device chrome or
/// selectable text.
///
/// ```swift
/// @Test func photo() throws {
///     var renderer = SVGRenderer(content: CaptionedPhoto(assetName: "Landscape.jpeg", captionText: "Hi"), device: .iPhone15Pro)
///     renderer.assets = try AssetCatalog(contentsOf: catalogURL)
///     renderer.keyboardVisible = true
///     assertSVGSnapshot(of: renderer, named: "landscape-keyboard")
/// }
/// ```
public func assertSVGSnapshot<Content: View>(
    of renderer: SVGRenderer<Content>,
    named name: String? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSVGSnapshot(of: renderer, as: .svg(), named: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
