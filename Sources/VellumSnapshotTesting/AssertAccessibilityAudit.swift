import Foundation
import Vellum

/// Fails the test with the list of accessibility problems the audits find
/// in a view's picture on a device, and passes when there are none.
///
/// The audits are `SVGRenderer.accessibilityAudit(for:)`'s: contrast below
/// WCAG 2.2 AA in light and dark, images and icon-only controls without a
/// label, controls smaller than 44 × 44 pt, text cut off at AX3 or AX5 that
/// is whole at Large, and the same label read twice in a row. Each line of
/// the failure names the element, what was measured and what the rule asks
/// for. Nothing is recorded: there is no reference.
///
/// ```swift
/// @Test func loginIsAccessible() {
///     assertAccessibilityAudit(of: LoginView(), device: .iPhone15Pro)
///     assertAccessibilityAudit(of: Badge(), device: .iPhone15Pro, for: [.contrast])
/// }
/// ```
///
/// - Parameters:
///   - view: The view to audit.
///   - device: The screen it is laid out on.
///   - types: The audits to run; every one by default.
///   - colorScheme: The colour scheme the audits other than contrast use (contrast checks both).
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, as `#filePath` gives it; leave the default.
///   - function: The test's name, as `#function` gives it; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertAccessibilityAudit<Content: View>(
    of view: Content,
    device: Device,
    for types: AccessibilityAuditType = .all,
    colorScheme: ColorScheme = .light,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let source = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    var renderer = SVGRenderer(content: view, device: device)
    renderer.colorScheme = colorScheme
    do {
        let issues = try renderer.accessibilityAudit(for: types)
        guard !issues.isEmpty else { return }
        let list = issues.map { "  - \($0)" }.joined(separator: "\n")
        SnapshotIssueReporter.report("Accessibility audit found \(issues.count) issue\(issues.count == 1 ? "" : "s"):\n\(list)",
                                     at: source)
    } catch {
        SnapshotIssueReporter.report("Accessibility audit could not render the view: \(error)", at: source)
    }
}
