/// A preview that `#Preview` declared: where it is in the source and how to
/// make it. The macro writes a type conforming to this for each preview, as
/// SwiftUI's does.
public protocol PreviewRegistry {
    /// The file the preview is in, as `#fileID` spells it (`"MyApp/ContentView.swift"`).
    static var fileID: String { get }
    /// The line of `#Preview`.
    static var line: Int { get }
    /// The column of `#Preview`.
    static var column: Int { get }
    /// The preview, made on the main actor as SwiftUI makes it.
    @MainActor static func makePreview() throws -> Preview
}

/// The record `#Preview` places in the binary's preview section: the magic
/// number "VELLUMP1", and a function that writes the registry type to the
/// address it is given. Not for use outside the macro's expansions.
public typealias _PreviewRecord = (UInt64, @convention(c) (UnsafeMutableRawPointer) -> Void)

/// Writes `registry` to `address`, which holds space for an `any PreviewRegistry.Type`.
/// Not for use outside the macro's expansions.
public func _storePreviewRegistry<R: PreviewRegistry>(_ registry: R.Type, into address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: (any PreviewRegistry.Type).self).initialize(to: registry)
}
