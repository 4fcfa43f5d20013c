import Foundation
import Vellum

/// Renders for a snapshot, and warns on standard error when the picture did
/// not settle (a view kept changing its state until the view graph's limit):
/// the snapshot is then of the last pass, and the warning names the view and
/// the state at fault.
enum UnsettledPicture {
    /// `renderer`'s SVG; `name` names the snapshot in the warning.
    static func svg<Content: View>(_ renderer: SVGRenderer<Content>, name: @autoclosure () -> String) throws -> String {
        let (svg, unsettled) = try renderer.svgReportingSettling()
        if let unsettled {
            FileHandle.standardError.write(Data("warning: snapshot \(name()): \(unsettled)\n".utf8))
        }
        return svg
    }
}
