/// The label of the keyboard's return key (`submitLabel(_:)`), drawn on the
/// key when the picture shows the keyboard.
///
/// ```swift
/// TextField("Search", text: $query).submitLabel(.search)
/// ```
public struct SubmitLabel: Hashable, Sendable {
    /// The caption iOS prints on the return key.
    package let caption: String
    /// Whether iOS draws the key in the accent colour (an action that ends
    /// editing: done, go, join, route, search, send), rather than grey.
    package let isProminent: Bool

    /// "done".
    public static let done = SubmitLabel(caption: "done", isProminent: true)
    /// "go".
    public static let go = SubmitLabel(caption: "go", isProminent: true)
    /// "send".
    public static let send = SubmitLabel(caption: "send", isProminent: true)
    /// "join".
    public static let join = SubmitLabel(caption: "join", isProminent: true)
    /// "route".
    public static let route = SubmitLabel(caption: "route", isProminent: true)
    /// "search".
    public static let search = SubmitLabel(caption: "search", isProminent: true)
    /// "return", the default.
    public static let `return` = SubmitLabel(caption: "return", isProminent: false)
    /// "next".
    public static let next = SubmitLabel(caption: "next", isProminent: false)
    /// "continue".
    public static let `continue` = SubmitLabel(caption: "continue", isProminent: false)
}
