// Runtime discovery of what a binary links in: Vellum's preview-record
// section, and the Swift protocol conformance records.
//
// Both walks read the loaded images in place (ELF: the final linked image's
// sections, through the linker's __start_/__stop_ symbols; Mach-O: every image
// dyld has loaded). Nothing is allocated and nothing is cached.

#ifndef CVELLUM_DISCOVERY_H
#define CVELLUM_DISCOVERY_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Called with one section's bytes: `start` is its first byte in memory,
/// `size` its length in bytes, `context` what the caller passed along.
typedef void (*vellum_section_body)(const void *start, size_t size, void *context);

/// Calls body once for each loaded image's preview-record section (ELF: section "vellum_previews"; Mach-O: segment "__DATA_CONST", section "__vellum_prvw").
///
/// An image without the section (or with an empty one) is skipped, so body may
/// never be called. On ELF the only image seen is the one this file is linked
/// into (the executable, as SwiftPM links statically on Linux); on Mach-O it is
/// every image dyld reports when the call is made. Other platforms: no calls.
void vellum_enumerate_preview_records(vellum_section_body body, void *context);

/// Calls body with the type metadata pointer of every non-generic type (struct, enum, class) in the process whose protocol conformance record names a protocol called protocolName declared at the top level of a module called moduleName.
///
/// The protocol matches when its descriptor's name is `protocolName` and its
/// parent context is a module whose name is `moduleName` (both compared
/// exactly, as UTF-8). Conformances of generic types (including types nested
/// in generic contexts), of Objective-C classes, and records that look
/// malformed are skipped. Each type's metadata comes from calling its
/// metadata access function with a blocking complete request (0), so it is
/// fully initialised. A type can be reported more than once (one call per
/// matching record); callers remove duplicates. Other platforms: no calls.
void vellum_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                       void (*body)(const void *metadata, void *context),
                                       void *context);

#ifdef __cplusplus
}
#endif

#endif // CVELLUM_DISCOVERY_H
