/// The error Vellum throws: what was wrong, where (the view, asset or file at
/// fault), and what to do about it.
///
/// ```swift
/// do {
///     try renderer.write(to: url)
/// } catch let error as VellumError {
///     print(error)   // "Image 'Hero' is not in the asset catalog at Assets.xcassets: …"
/// }
/// ```
public struct VellumError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What kind of problem this is.
    public enum Code: String, Hashable, Sendable {
        /// An image, colour or symbol name that nothing provides.
        case missingAsset
        /// A file that cannot be read.
        case unreadableFile
        /// A file that was read but is not what it claims to be.
        case corruptFile
        /// A file or input beyond Vellum's limits.
        case tooLarge
        /// A file that cannot be written.
        case writeFailed
        /// An argument Vellum cannot honour.
        case invalidArgument
        /// A system library Vellum loads when it is needed (librsvg and cairo,
        /// for PNG output) that is not installed.
        case missingLibrary
    }

    /// The kind of problem.
    public let code: Code
    /// The full message: what, where, and what to do.
    public let message: String
    /// The view path, asset name or file path at fault.
    public let subject: String

    /// Creates an error.
    public init(_ code: Code, subject: String, message: String) {
        self.code = code; self.subject = subject; self.message = message
    }

    public var description: String { message }
}
