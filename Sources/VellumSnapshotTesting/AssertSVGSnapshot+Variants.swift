import Vellum

/// Asserts that a view matches one reference SVG per variant, on a canvas
/// of your choice: the variant list is declared once and each variant has
/// its own reference, `snapshots/<TestFile>/<testName>.<name>.<variant>.svg`
/// (`<testName>.<variant>.svg` without a name). Each variant that differs is
/// its own failure; a missing reference is recorded as for the other
/// assertions (see ``SnapshotRecordMode``).
///
/// ```swift
/// @Test func card() {
///     assertSVGSnapshot(of: Card(), layout: .sizeThatFits,
///                       variants: [.light, .dark, .accessibility3, .rightToLeft, .language("ar")], named: "card")
///     // card.light.svg, card.dark.svg, card.accessibility3.svg, card.rightToLeft.svg, card.ar.svg
/// }
/// ```
///
/// - Parameters:
///   - view: The view to render.
///   - layout: The canvas: a device screen, a fixed size, or the view's own size (the default).
///   - variants: The variants to draw, each named in its file (light by default).
///   - name: A name for this snapshot within the test; `nil` uses the test's name alone.
///   - snapshotDirectory: A folder for references instead of `<package>/snapshots`.
///   - record: A record mode for this assertion; `CI` still forces `never`.
///   - tolerance: The largest difference at which numbers count as equal.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, from which the package root is found; leave the default.
///   - function: The test's name, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertSVGSnapshot<Content: View>(
    of view: Content,
    layout: SnapshotLayout = .sizeThatFits,
    variants: [Variant] = [.light],
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
    assertSVGSnapshot(of: view, as: .layout(layout, variants: variants), named: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that what a configured renderer draws in each variant matches
/// that variant's reference SVG (`<testName>.<name>.<variant>.svg`): for
/// variant snapshots that need an asset catalog, the keyboard or device chrome.
///
/// ```swift
/// var renderer = SVGRenderer(content: LoginForm(), device: .iPhone16Pro)
/// renderer.keyboardVisible = true
/// assertSVGSnapshot(of: renderer, variants: [.light, .dark + .accessibility3], named: "login")
/// ```
public func assertSVGSnapshot<Content: View>(
    of renderer: SVGRenderer<Content>,
    variants: [Variant],
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
    assertSVGSnapshot(of: renderer, as: .variants(variants), named: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
