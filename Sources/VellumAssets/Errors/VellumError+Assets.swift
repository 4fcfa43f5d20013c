import Foundation
import VellumCore
import VellumGeometry

/// The errors `VellumAssets` throws, each naming the file or asset at fault and
/// what to do about it.
extension VellumError {
    /// A file that was read but is not a valid image (or catalog file).
    ///
    /// The message reads `"<file>" <problem>. <fix>`.
    package static func corruptFile(_ file: String, _ problem: String, fix: String) -> VellumError {
        VellumError(.corruptFile, subject: file, message: "'\(file)' \(problem). \(fix)")
    }

    /// A file beyond Vellum's size limits.
    package static func tooLarge(_ file: String, _ problem: String, fix: String) -> VellumError {
        VellumError(.tooLarge, subject: file, message: "'\(file)' \(problem). \(fix)")
    }

    /// A file or folder that cannot be read.
    package static func unreadableFile(_ file: String, _ problem: String, fix: String) -> VellumError {
        VellumError(.unreadableFile, subject: file, message: "'\(file)' \(problem). \(fix)")
    }

    /// The same error with the asset and catalog it was met in put first, e.g.
    /// `"Image 'Hero' in the asset catalog at /x/Assets.xcassets: 'Hero.imageset/hero.png' is empty. …"`.
    ///
    /// - Parameter file: the file at fault; its full path becomes the error's subject.
    package func inAsset(_ kind: String, named name: String, catalog: String, file: URL? = nil) -> VellumError {
        VellumError(code, subject: file?.path ?? subject, message: "\(kind) '\(name)' in \(catalog): \(message)")
    }
}
