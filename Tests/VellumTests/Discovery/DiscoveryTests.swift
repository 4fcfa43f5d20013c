import Testing
@testable import Vellum

// MARK: - Fixtures

/// A struct preview provider: found.
struct DiscoveryStructPreview: PreviewProvider {
    static var previews: some View { Text("a") }
}

/// An enum preview provider: found.
enum DiscoveryEnumPreview: PreviewProvider {
    static var previews: some View { Text("b") }
}

/// A class preview provider: found.
final class DiscoveryClassPreview: PreviewProvider {
    static var previews: some View { Text("c") }
}

/// A namespace holding a nested provider, itself not a provider.
enum DiscoveryNamespace {
    /// A provider nested in a non-generic type: found.
    struct NestedPreview: PreviewProvider {
        static var previews: some View { Text("d") }
    }
}

/// A generic provider: skipped, as it has no single metadata.
struct DiscoveryGenericPreview<Value>: PreviewProvider {
    static var previews: some View { Text("e") }
}

/// A generic context whose nested provider is generic too: skipped.
struct DiscoveryGenericOuter<Value> {
    /// Generic through its parent: skipped.
    struct InnerPreview: PreviewProvider {
        static var previews: some View { Text("f") }
    }
}

/// An error type, to look up a standard-library protocol.
struct DiscoveryError: Error {}

/// The record this file puts into the preview-record section.
#if os(Linux)
@section("vellum_previews") @used
let discoveryTestRecord: (UInt64, UInt64) = (0x56454C4C554D5056, 42)
#elseif os(macOS)
@section("__DATA_CONST,__vellum_prvw") @used
let discoveryTestRecord: (UInt64, UInt64) = (0x56454C4C554D5056, 42)
#endif

// MARK: - Tests

/// Runtime discovery: conformance records and the preview-record section.
@Suite("Discovery")
@MainActor struct DiscoveryTests {
    /// What the scan finds for `PreviewProvider`.
    private func providers() -> [Any.Type] {
        ConformanceScan.types(conformingTo: "PreviewProvider", declaredIn: "VellumViews")
    }

    @Test("The scan finds exactly this module's non-generic providers, sorted")
    func findsNonGenericProviders() {
        let names = providers()
            .map { String(reflecting: $0) }
            .filter { $0.hasPrefix("VellumTests.") }
        #expect(names == [
            "VellumTests.DiscoveryClassPreview",
            "VellumTests.DiscoveryEnumPreview",
            "VellumTests.DiscoveryNamespace.NestedPreview",
            "VellumTests.DiscoveryStructPreview",
        ])
    }

    @Test("The types found are the types themselves, and usable as providers")
    func typesAreUsable() throws {
        let found = providers()
        #expect(found.contains { $0 == DiscoveryStructPreview.self })
        #expect(found.contains { $0 == DiscoveryNamespace.NestedPreview.self })
        let provider = try #require(found.first { $0 == DiscoveryEnumPreview.self } as? any PreviewProvider.Type)
        #expect(String(reflecting: type(of: provider.previews)).hasSuffix("Text"))
    }

    @Test("Providers from other linked modules are found too")
    func findsOtherModules() {
        let names = providers().map { String(reflecting: $0) }
        #expect(names.contains("VellumExamples.CaptionedPhoto_Previews"))
        #expect(names == names.sorted(), "sorted by fully qualified name")
        #expect(Set(names).count == names.count, "no duplicates")
    }

    @Test("A protocol that does not exist, or sits in another module, gives nothing")
    func unknownProtocol() {
        #expect(ConformanceScan.types(conformingTo: "NoSuchProtocolAnywhere", declaredIn: "VellumViews").isEmpty)
        #expect(ConformanceScan.types(conformingTo: "PreviewProvider", declaredIn: "NoSuchModule").isEmpty)
        #expect(ConformanceScan.types(conformingTo: "", declaredIn: "").isEmpty)
    }

    @Test("A protocol from another image (the standard library's Error) is matched by module")
    func protocolInAnotherImage() {
        // On Linux libswiftCore is a shared library: the conformance record here
        // reaches `Swift.Error` indirectly. Only records of this image are read,
        // so the standard library's own conformances are not listed.
        let names = ConformanceScan.types(conformingTo: "Error", declaredIn: "Swift").map { String(reflecting: $0) }
        #expect(names.contains("VellumTests.DiscoveryError"))
        #expect(!names.contains("VellumTests.DiscoveryStructPreview"))
        #expect(ConformanceScan.types(conformingTo: "Error", declaredIn: "VellumViews").isEmpty)
    }

    @Test("The preview-record section holds this file's record")
    func previewRecordSection() {
        #if os(Linux) || os(macOS)
        let expected = withUnsafeBytes(of: discoveryTestRecord) { Array($0) }
        #expect(expected.count == 16)
        let buffers = PreviewRecordSection.buffers()
        #expect(!buffers.isEmpty)
        let found = buffers.contains { buffer in
            let bytes = Array(buffer)
            guard bytes.count >= expected.count else { return false }
            return (0...(bytes.count - expected.count)).contains { start in
                bytes[start..<(start + expected.count)].elementsEqual(expected)
            }
        }
        #expect(found, "the 16 bytes of discoveryTestRecord")
        #endif
    }
}
