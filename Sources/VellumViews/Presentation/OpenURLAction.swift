import Foundation

/// Opens a URL (`@Environment(\.openURL)`). By default nothing opens in a
/// picture; a handler set with `.environment(\.openURL, …)` runs when called.
///
/// ```swift
/// Text("Visit [our site](https://example.com)")
///     .environment(\.openURL, OpenURLAction { url in
///         print(url)
///         return .handled
///     })
/// ```
public struct OpenURLAction: @unchecked Sendable {
    // Unchecked: the handler is only called by the user's own code.
    let handler: ((URL) -> Result)?

    /// The system's action: opens nothing in a picture.
    init() { handler = nil }

    /// An action that calls `handler` with the URL to open.
    ///
    /// ```swift
    /// OpenURLAction { url in url.scheme == "https" ? .systemAction : .discarded }
    /// ```
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`: calls the handler, if any.
    public func callAsFunction(_ url: URL) { _ = handler?(url) }

    /// Opens `url` and reports whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        guard let handler else { completion(false); return }
        completion(handler(url).accepted)
    }

    /// What a handler did with a URL.
    public struct Result: Sendable {
        package enum Kind: Sendable { case handled, discarded, systemAction(URL?, prefersInApp: Bool) }
        package let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil, prefersInApp: false))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url, prefersInApp: false)) }
        /// The system should open `url`, in the app when `prefersInApp`.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(kind: .systemAction(url, prefersInApp: prefersInApp)) }

        var accepted: Bool { if case .discarded = kind { return false }; return true }
    }
}
