internal import CVellumDiscovery

/// Finds, at run time, the types linked into the process that conform to a
/// protocol, by reading the Swift protocol conformance records the compiler
/// emits for every conformance (`swift5_protocol_conformances` on ELF,
/// `__TEXT,__swift5_proto` on Mach-O).
///
/// ```swift
/// let providers = ConformanceScan.types(conformingTo: "PreviewProvider", declaredIn: "VellumViews")
/// ```
package enum ConformanceScan {
    /// Every non-generic struct, enum and class conforming to the protocol
    /// `protocolName` declared at the top level of the module `module`, with
    /// duplicates removed, sorted by fully qualified name
    /// (`String(reflecting:)`) so that the order does not depend on link order.
    ///
    /// Generic types are left out (they have no single metadata to return), as
    /// are Objective-C classes. A protocol that no linked type conforms to, or
    /// that does not exist, gives an empty list. Each type found has its
    /// metadata fully initialised (its metadata accessor is called), which runs
    /// no user code for structs and enums, and no initialisers for classes.
    package static func types(conformingTo protocolName: String, declaredIn module: String) -> [Any.Type] {
        var found: [ObjectIdentifier: Any.Type] = [:]
        withUnsafeMutablePointer(to: &found) { state in
            vellum_enumerate_conforming_types(module, protocolName, { metadata, context in
                guard let metadata, let context else { return }
                let type = unsafeBitCast(metadata, to: Any.Type.self)
                context.assumingMemoryBound(to: [ObjectIdentifier: Any.Type].self)
                    .pointee[ObjectIdentifier(type)] = type
            }, state)
        }
        return found.values
            .map { (name: String(reflecting: $0), type: $0) }
            .sorted { $0.name < $1.name }
            .map(\.type)
    }
}
