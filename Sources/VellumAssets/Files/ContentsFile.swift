import Foundation
import VellumCore
import VellumGeometry

/// Reads `Contents.json` files with a size limit and turns their errors into
/// `VellumError`s that name the file.
package enum ContentsFile {
    /// The decoded `Contents.json` at `file`; `what` names it in errors.
    ///
    /// - Throws: `VellumError` `.unreadableFile`, `.tooLarge`, or `.corruptFile`
    ///   (malformed JSON, or a value of the wrong type).
    package static func decode<Contents: Decodable>(_ type: Contents.Type, at file: URL, what: String) throws -> Contents {
        let data = try FileReader.read(file, limit: DecodingLimits.maximumContentsBytes, what: what)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw VellumError.corruptFile(
                what, "is not a valid asset catalog Contents.json (\(describe(error)))",
                fix: "Fix the JSON, or delete the asset and add it again in Xcode.")
        }
    }

    /// Whether `name` is a plain file name: no folder separators, not `.` or `..`.
    package static func isPlainFileName(_ name: String) -> Bool {
        !name.contains("/") && !name.contains("\\") && name != "." && name != ".." && !name.contains("\0")
    }

    /// `error` as a `VellumError` naming `what`.
    package static func vellumError(_ error: any Error, what: String) -> VellumError {
        if let error = error as? VellumError { return error }
        return .unreadableFile(what, "cannot be read (\(error.localizedDescription))", fix: "Check the file.")
    }

    /// A short description of a decoding error: what and where.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable JSON" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            let detail = context.debugDescription.hasSuffix(".")
                ? String(context.debugDescription.dropLast()) : context.debugDescription
            return path.isEmpty ? detail : "at \(path): \(detail)"
        @unknown default:
            return "unreadable JSON"
        }
    }
}
