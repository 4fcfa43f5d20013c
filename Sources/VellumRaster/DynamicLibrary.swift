#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import VellumCore

/// A shared library opened with `dlopen` and kept open for the life of the
/// process, and its functions looked up by name with `dlsym`.
///
/// ```swift
/// let cairo = try DynamicLibrary(candidates: ["libcairo.so.2"], installHint: "…")
/// let create: CairoCreate = try cairo.function("cairo_create")
/// ```
struct DynamicLibrary: @unchecked Sendable {
    // Unchecked: the handle is an opaque token that is never closed; dlsym may be called from any thread.
    /// The name that opened.
    let name: String
    /// What `dlopen` returned.
    private let handle: UnsafeMutableRawPointer
    /// What to install when a function is missing.
    private let installHint: String

    /// Opens the first of `candidates` that loads.
    /// - Throws: `VellumError(.missingLibrary)` naming every candidate, `dlerror`'s reason and `installHint`.
    init(candidates: [String], installHint: String) throws {
        var reasons: [String] = []
        for candidate in candidates {
            if let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) {
                self.name = candidate; self.handle = handle; self.installHint = installHint
                return
            }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(candidate): not found")
        }
        let names = candidates.joined(separator: ", ")
        throw VellumError(.missingLibrary, subject: candidates.first ?? "",
                          message: "PNG output needs the shared library \(names), which is not installed: \(installHint). (\(reasons.joined(separator: "; ")))")
    }

    /// The function `symbol`, as the C function type `Function`.
    /// - Throws: `VellumError(.missingLibrary)` when the library has no such function (too old a version).
    func function<Function>(_ symbol: String, as type: Function.Type = Function.self) throws -> Function {
        guard let address = dlsym(handle, symbol) else {
            throw VellumError(.missingLibrary, subject: name,
                              message: "PNG output needs the function \(symbol) of \(name), which this version lacks (librsvg 2.52 or later and cairo 1.10 or later are needed): \(installHint).")
        }
        return unsafeBitCast(address, to: type)
    }
}
