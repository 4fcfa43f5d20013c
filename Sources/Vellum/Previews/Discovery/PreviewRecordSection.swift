internal import CVellumDiscovery

/// The preview records linked into this binary, as raw bytes.
///
/// Records live in a section of their own: `vellum_previews` on ELF (Linux),
/// `__DATA_CONST,__vellum_prvw` on Mach-O (macOS). Any module can add one with
/// `@section` and `@used`; the linker gathers them, and this reads them back at
/// run time without anyone listing them:
///
/// ```swift
/// #if os(Linux)
/// @section("vellum_previews") @used
/// let record: (UInt64, UInt64) = (0x56454C4C554D5056, 42)
/// #endif
/// ```
package enum PreviewRecordSection {
    /// The section's bytes in each loaded image that has it, in the order the
    /// loader lists images; empty when none does.
    ///
    /// On Linux that is the one image Vellum is linked into (the executable, as
    /// SwiftPM links statically); on macOS every image loaded at the time of
    /// the call. The buffers point into the images themselves: they stay valid
    /// as long as the image stays loaded, which for the executable is for good.
    /// Consecutive records are not padded by Vellum, but the linker may align
    /// each object file's contribution, so readers should skip zero filler.
    package static func buffers() -> [UnsafeRawBufferPointer] {
        var buffers: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &buffers) { state in
            vellum_enumerate_preview_records({ start, size, context in
                guard let start, let context, size > 0 else { return }
                context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self)
                    .pointee.append(UnsafeRawBufferPointer(start: start, count: size))
            }, state)
        }
        return buffers
    }
}
