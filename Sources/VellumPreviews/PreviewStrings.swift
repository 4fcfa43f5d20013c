import Foundation
import Vellum

/// The translations `vellum preview`'s host draws with: every `*.lproj`
/// folder and String Catalog under the package's sources, or, when one cannot
/// be read, none and a note saying why (the page shows it; the previews are
/// drawn untranslated rather than not at all).
struct PreviewStrings {
    /// The strings read.
    var localization = Localization()
    /// Why none were read, for the page.
    var notes: [String] = []

    /// No strings.
    init() {}

    /// The strings of every `*.lproj` folder and String Catalog under `folder`.
    init(folder: URL) {
        do { localization = try Localization(contentsOf: folder) } catch {
            notes = ["The previews are drawn without translations: \(error)"]
        }
    }
}
