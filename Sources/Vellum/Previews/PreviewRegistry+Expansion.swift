/// The names `#Preview`'s expansion uses, as members of the registry type it
/// declares. Member lookup inside that type finds them before any name in the
/// user's module or imports, so the expansion compiles whatever module the
/// file imports (`Vellum` or `SwiftUI`) and whatever types the user's module
/// declares (a model type named `Preview`, say). Not for use outside the
/// macro's expansions.
///
/// ```swift
/// enum Registry: PreviewRegistry {
///     static var fileID: Swift.String { "App/Card.swift" }
///     static var line: Swift.Int { 3 }
///     static var column: Swift.Int { 1 }
///     @MainActor static func makePreview() -> MacroPreview { MacroPreview { Text("Hi") } }
/// }
/// ```
extension PreviewRegistry {
    /// `Preview`, for the expansion.
    public typealias MacroPreview = Preview
    /// `View`, for the expansion.
    public typealias MacroView = View
    /// `AnyView`, for the expansion.
    public typealias MacroAnyView = AnyView
    /// `ViewBuilder`, for the expansion.
    public typealias MacroViewBuilder = ViewBuilder
    /// The record the expansion places in the binary's preview section.
    public typealias MacroRecord = _PreviewRecord

    /// Writes this registry type to `address`, which holds space for an
    /// `any PreviewRegistry.Type` (the record's function calls it).
    public static func store(into address: UnsafeMutableRawPointer) {
        _storePreviewRegistry(Self.self, into: address)
    }
}
