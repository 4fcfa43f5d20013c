internal import CFreeType
import Foundation
import VellumGeometry
import VellumCore

/// Owns one FreeType library instance. FreeType requires that faces are created
/// and destroyed one at a time per library, so `lock` guards those calls.
final class FreeTypeLibrary: @unchecked Sendable {
    /// The FreeType handle.
    let handle: FT_Library
    /// Serialises `FT_New_Memory_Face` and `FT_Done_Face`.
    let lock = NSLock()

    /// Initialises FreeType.
    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw VellumError(.invalidArgument, subject: "FreeType",
                              message: "FreeType could not be initialised (error \(error)); install libfreetype6.")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
