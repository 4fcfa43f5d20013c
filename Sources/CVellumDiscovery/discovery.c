// Runtime discovery for Vellum: see include/CVellumDiscovery.h.
//
// The Swift metadata read here is the stable ABI layout (swiftlang/swift,
// include/swift/ABI/Metadata.h and MetadataValues.h):
//
//   conformance section   an array of int32 relative pointers, each to a
//                         protocol conformance descriptor
//   conformance descriptor
//       +0  int32   protocol descriptor, relative, indirect when bit 0 is set
//       +4  int32   type reference, relative; its meaning is the type
//                   reference kind, bits 3...5 of the flags
//       +8  int32   witness table pattern (unused here)
//       +12 uint32  conformance flags
//   context descriptor (modules, protocols, types all start this way)
//       +0  uint32  flags: kind in bits 0...4, generic bit 0x80
//       +4  int32   parent context, relative, indirect when bit 0 is set
//       +8  int32   name, relative, to a NUL-terminated string
//   type context descriptor (class, struct, enum) continues with
//       +12 int32   metadata access function, relative
//
// A relative pointer is a signed 32-bit offset from the field's own address;
// 0 means null. An indirect one points at a pointer-sized slot (a GOT entry)
// that holds the target's address, which is how a descriptor in another image
// is reached.

#include "CVellumDiscovery.h"

#include <stdint.h>
#include <string.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>
#include <mach-o/loader.h>
#endif

#if defined(__has_feature)
#if __has_feature(ptrauth_calls)
#include <ptrauth.h>
#define VELLUM_PTRAUTH 1
#endif
#endif

#if defined(__ELF__) || defined(__APPLE__)

// MARK: - ABI constants

enum {
    // Context descriptor kinds (ContextDescriptorKind).
    vellum_kind_module = 0,
    vellum_kind_protocol = 3,
    vellum_kind_class = 16,
    vellum_kind_struct = 17,
    vellum_kind_enum = 18,

    vellum_context_kind_mask = 0x1F,
    vellum_context_generic_bit = 0x80,

    // Type reference kinds (TypeReferenceKind), from the conformance flags.
    vellum_typeref_direct_descriptor = 0,
    vellum_typeref_indirect_descriptor = 1,
    vellum_typeref_kind_shift = 3,
    vellum_typeref_kind_mask = 0x7,
};

// MARK: - Relative pointers

/// The 32-bit offset stored at `field`, read without alignment assumptions.
static int32_t vellum_read_offset(const void *field) {
    int32_t offset;
    memcpy(&offset, field, sizeof offset);
    return offset;
}

/// Removes a pointer-authentication signature, where there is one.
static const void *vellum_strip(const void *pointer) {
#if defined(VELLUM_PTRAUTH)
    return ptrauth_strip(pointer, ptrauth_key_process_independent_data);
#else
    return pointer;
#endif
}

/// Resolves a direct relative pointer; NULL for a zero offset.
static const void *vellum_direct(const void *field) {
    int32_t offset = vellum_read_offset(field);
    if (offset == 0) {
        return NULL;
    }
    return (const char *)field + offset;
}

/// Resolves a relative pointer that is indirect when its low bit is set.
static const void *vellum_indirectable(const void *field) {
    int32_t offset = vellum_read_offset(field);
    if (offset == 0) {
        return NULL;
    }
    if ((offset & 1) == 0) {
        return (const char *)field + offset;
    }
    const char *slot = (const char *)field + (offset & ~(int32_t)1);
    const void *target;
    memcpy(&target, slot, sizeof target);
    return vellum_strip(target);
}

/// Resolves a relative pointer to a pointer-sized slot, then reads the slot.
static const void *vellum_through_slot(const void *field) {
    const void *slot = vellum_direct(field);
    if (slot == NULL) {
        return NULL;
    }
    const void *target;
    memcpy(&target, slot, sizeof target);
    return vellum_strip(target);
}

// MARK: - Context descriptors

/// The flags word of a context descriptor.
static uint32_t vellum_context_flags(const void *descriptor) {
    uint32_t flags;
    memcpy(&flags, descriptor, sizeof flags);
    return flags;
}

/// The parent of a context descriptor, or NULL.
static const void *vellum_context_parent(const void *descriptor) {
    return vellum_indirectable((const char *)descriptor + 4);
}

/// The name of a module, protocol or type context descriptor, or NULL.
static const char *vellum_context_name(const void *descriptor) {
    return (const char *)vellum_direct((const char *)descriptor + 8);
}

/// Whether `descriptor` is the protocol `protocolName` declared at the top
/// level of the module `moduleName`.
static int vellum_is_protocol(const void *descriptor, const char *moduleName,
                              const char *protocolName) {
    if (descriptor == NULL
        || (vellum_context_flags(descriptor) & vellum_context_kind_mask) != vellum_kind_protocol) {
        return 0;
    }
    const char *name = vellum_context_name(descriptor);
    if (name == NULL || strcmp(name, protocolName) != 0) {
        return 0;
    }
    const void *parent = vellum_context_parent(descriptor);
    if (parent == NULL
        || (vellum_context_flags(parent) & vellum_context_kind_mask) != vellum_kind_module) {
        return 0;
    }
    const char *module = vellum_context_name(parent);
    return module != NULL && strcmp(module, moduleName) == 0;
}

// MARK: - Metadata access

/// What a metadata access function returns in registers: the metadata and
/// its state (MetadataResponse).
typedef struct {
    const void *metadata;
    size_t state;
} vellum_metadata_response;

// Access functions use the Swift calling convention; for one word in and two
// words out it matches C's on x86-64 and arm64, but say so where clang can.
#if defined(__has_attribute)
#if __has_attribute(swiftcall)
#define VELLUM_SWIFTCALL __attribute__((swiftcall))
#endif
#endif
#ifndef VELLUM_SWIFTCALL
#define VELLUM_SWIFTCALL
#endif

/// A non-generic type's metadata access function; the argument is the
/// metadata request (0: complete, blocking).
typedef vellum_metadata_response (*vellum_access_function)(size_t request) VELLUM_SWIFTCALL;

/// The metadata of the non-generic class, struct or enum `descriptor`
/// describes, or NULL when it is anything else.
static const void *vellum_type_metadata(const void *descriptor) {
    if (descriptor == NULL) {
        return NULL;
    }
    uint32_t flags = vellum_context_flags(descriptor);
    uint32_t kind = flags & vellum_context_kind_mask;
    if (kind != vellum_kind_class && kind != vellum_kind_struct && kind != vellum_kind_enum) {
        return NULL;
    }
    if (flags & vellum_context_generic_bit) {
        return NULL;
    }
    const void *function = vellum_direct((const char *)descriptor + 12);
    if (function == NULL) {
        return NULL;
    }
    vellum_access_function access;
#if defined(VELLUM_PTRAUTH)
    access = (vellum_access_function)ptrauth_sign_unauthenticated(
        function, ptrauth_key_function_pointer, 0);
#else
    access = (vellum_access_function)function;
#endif
    return access(0).metadata;
}

// MARK: - Conformance records

/// Visits one image's conformance section: every record whose protocol
/// matches, for a non-generic Swift type, reaches `body`.
static void vellum_scan_conformances(const void *start, size_t size, const char *moduleName,
                                     const char *protocolName,
                                     void (*body)(const void *metadata, void *context),
                                     void *context) {
    const char *record = (const char *)start;
    const char *end = record + size;
    for (; record + 4 <= end; record += 4) {
        const char *conformance = (const char *)vellum_direct(record);
        if (conformance == NULL || ((uintptr_t)conformance & 3) != 0) {
            continue;
        }
        if (!vellum_is_protocol(vellum_indirectable(conformance), moduleName, protocolName)) {
            continue;
        }
        uint32_t flags;
        memcpy(&flags, conformance + 12, sizeof flags);
        const void *type;
        switch ((flags >> vellum_typeref_kind_shift) & vellum_typeref_kind_mask) {
        case vellum_typeref_direct_descriptor:
            type = vellum_direct(conformance + 4);
            break;
        case vellum_typeref_indirect_descriptor:
            type = vellum_through_slot(conformance + 4);
            break;
        default:
            continue;  // Objective-C classes, and kinds this file does not know.
        }
        const void *metadata = vellum_type_metadata(type);
        if (metadata != NULL) {
            body(metadata, context);
        }
    }
}

#endif  // defined(__ELF__) || defined(__APPLE__)

// MARK: - Images

#if defined(__ELF__)

// The linker defines __start_X / __stop_X around an output section X whose
// name is a C identifier. Weak, so a binary without the section still links
// (both are then null); hidden, so each resolves inside the image that holds
// this file rather than through the dynamic symbol table.
#define VELLUM_SECTION_BOUNDS(name)                                                 \
    extern const char __start_##name[] __attribute__((weak, visibility("hidden"))); \
    extern const char __stop_##name[] __attribute__((weak, visibility("hidden")));

VELLUM_SECTION_BOUNDS(vellum_previews)
VELLUM_SECTION_BOUNDS(swift5_protocol_conformances)

void vellum_enumerate_preview_records(vellum_section_body body, void *context) {
    if (body == NULL) {
        return;
    }
    const char *start = __start_vellum_previews;
    const char *stop = __stop_vellum_previews;
    if (start != NULL && stop != NULL && stop > start) {
        body(start, (size_t)(stop - start), context);
    }
}

void vellum_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                       void (*body)(const void *metadata, void *context),
                                       void *context) {
    if (moduleName == NULL || protocolName == NULL || body == NULL) {
        return;
    }
    const char *start = __start_swift5_protocol_conformances;
    const char *stop = __stop_swift5_protocol_conformances;
    if (start != NULL && stop != NULL && stop > start) {
        vellum_scan_conformances(start, (size_t)(stop - start), moduleName, protocolName, body,
                                 context);
    }
}

#elif defined(__APPLE__)

#if defined(__LP64__)
typedef struct mach_header_64 vellum_mach_header;
#else
typedef struct mach_header vellum_mach_header;
#endif

/// Calls `visit` with the section `segment`,`section` of every image dyld
/// has loaded, where the image has it.
static void vellum_each_image_section(const char *segment, const char *section,
                                      void (*visit)(const void *start, size_t size, void *state),
                                      void *state) {
    uint32_t count = _dyld_image_count();
    for (uint32_t index = 0; index < count; index++) {
        const vellum_mach_header *header =
            (const vellum_mach_header *)_dyld_get_image_header(index);
        if (header == NULL) {
            continue;  // unloaded since the count was read
        }
        unsigned long size = 0;
        const uint8_t *data = getsectiondata(header, segment, section, &size);
        if (data != NULL && size > 0) {
            visit(data, (size_t)size, state);
        }
    }
}

/// The preview-record walk's state.
typedef struct {
    vellum_section_body body;
    void *context;
} vellum_preview_walk;

static void vellum_visit_preview_section(const void *start, size_t size, void *state) {
    const vellum_preview_walk *walk = (const vellum_preview_walk *)state;
    walk->body(start, size, walk->context);
}

void vellum_enumerate_preview_records(vellum_section_body body, void *context) {
    if (body == NULL) {
        return;
    }
    vellum_preview_walk walk = {body, context};
    vellum_each_image_section("__DATA_CONST", "__vellum_prvw", vellum_visit_preview_section,
                              &walk);
}

/// The conformance walk's state.
typedef struct {
    const char *moduleName;
    const char *protocolName;
    void (*body)(const void *metadata, void *context);
    void *context;
} vellum_conformance_walk;

static void vellum_visit_conformance_section(const void *start, size_t size, void *state) {
    const vellum_conformance_walk *walk = (const vellum_conformance_walk *)state;
    vellum_scan_conformances(start, size, walk->moduleName, walk->protocolName, walk->body,
                             walk->context);
}

void vellum_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                       void (*body)(const void *metadata, void *context),
                                       void *context) {
    if (moduleName == NULL || protocolName == NULL || body == NULL) {
        return;
    }
    vellum_conformance_walk walk = {moduleName, protocolName, body, context};
    vellum_each_image_section("__TEXT", "__swift5_proto", vellum_visit_conformance_section,
                              &walk);
}

#else

// No image walk for this platform (e.g. Windows/COFF): nothing is found.

void vellum_enumerate_preview_records(vellum_section_body body, void *context) {
    (void)body;
    (void)context;
}

void vellum_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                       void (*body)(const void *metadata, void *context),
                                       void *context) {
    (void)moduleName;
    (void)protocolName;
    (void)body;
    (void)context;
}

#endif
