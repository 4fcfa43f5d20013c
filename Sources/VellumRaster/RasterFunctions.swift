import VellumCore

/// The C functions of librsvg, cairo and GObject that ``SVGRasterizer`` calls,
/// looked up once per process (per set of library names) and shared by every thread.
///
/// Each type is the function's C signature from librsvg's and cairo's API
/// documentation: pointers to library objects are `OpaquePointer`, `gboolean`
/// and the cairo enums are `Int32`, `gsize` is `UInt`.
///
/// ```swift
/// let functions = try RasterFunctions.shared(.system)
/// let surface = functions.imageSurfaceCreate(RasterFunctions.formatARGB32, 100, 100)
/// ```
struct RasterFunctions: @unchecked Sendable {
    // Unchecked: C function pointers into libraries that stay loaded; the functions themselves are thread-safe
    // for objects (handles, surfaces, contexts) that one thread owns.

    /// `RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error)`
    typealias HandleNewFromData = @convention(c) (UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    /// `void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi)`
    typealias HandleSetDPI = @convention(c) (OpaquePointer?, Double) -> Void
    /// `gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height)` (librsvg 2.52)
    typealias HandleIntrinsicSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    /// `gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error)`
    /// (librsvg 2.46); `RsvgRectangle` is four doubles: x, y, width, height.
    typealias HandleRenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    /// `void g_object_unref(gpointer object)` and `void g_error_free(GError *error)`
    typealias Free = @convention(c) (OpaquePointer?) -> Void
    /// `cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height)`
    typealias ImageSurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    /// `cairo_t *cairo_create(cairo_surface_t *target)`
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    /// `void cairo_scale(cairo_t *cr, double sx, double sy)`
    typealias Scale = @convention(c) (OpaquePointer?, Double, Double) -> Void
    /// `cairo_status_t cairo_status(cairo_t *cr)` and `cairo_status_t cairo_surface_status(cairo_surface_t *surface)`
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    /// `const char *cairo_status_to_string(cairo_status_t status)`
    typealias StatusToString = @convention(c) (Int32) -> UnsafePointer<CChar>?
    /// `cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length)`
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    /// `cairo_status_t cairo_surface_write_to_png_stream(cairo_surface_t *surface, cairo_write_func_t write_func, void *closure)`
    typealias WriteToPNGStream = @convention(c) (OpaquePointer?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32

    /// `unsigned char *cairo_image_surface_get_data(cairo_surface_t *surface)`
    typealias ImageSurfaceGetData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    /// `int cairo_image_surface_get_stride(cairo_surface_t *surface)`
    typealias ImageSurfaceGetStride = @convention(c) (OpaquePointer?) -> Int32

    /// `CAIRO_FORMAT_ARGB32`: premultiplied 8-bit alpha, red, green, blue.
    static let formatARGB32: Int32 = 0
    /// `CAIRO_STATUS_SUCCESS`.
    static let success: Int32 = 0
    /// `CAIRO_STATUS_WRITE_ERROR`.
    static let writeError: Int32 = 11

    /// `rsvg_handle_new_from_data`.
    let handleNewFromData: HandleNewFromData
    /// `rsvg_handle_set_dpi`.
    let handleSetDPI: HandleSetDPI
    /// `rsvg_handle_get_intrinsic_size_in_pixels`.
    let handleIntrinsicSize: HandleIntrinsicSize
    /// `rsvg_handle_render_document`.
    let handleRenderDocument: HandleRenderDocument
    /// `g_object_unref`.
    let objectUnref: Free
    /// `g_error_free`.
    let errorFree: Free
    /// `cairo_image_surface_create`.
    let imageSurfaceCreate: ImageSurfaceCreate
    /// `cairo_surface_status`.
    let surfaceStatus: Status
    /// `cairo_surface_flush`.
    let surfaceFlush: Free
    /// `cairo_surface_destroy`.
    let surfaceDestroy: Free
    /// `cairo_surface_write_to_png_stream`.
    let writeToPNGStream: WriteToPNGStream
    /// `cairo_image_surface_get_data`.
    let imageSurfaceGetData: ImageSurfaceGetData
    /// `cairo_image_surface_get_stride`.
    let imageSurfaceGetStride: ImageSurfaceGetStride
    /// `cairo_create`.
    let create: Create
    /// `cairo_status`.
    let status: Status
    /// `cairo_scale`.
    let scale: Scale
    /// `cairo_destroy`.
    let destroy: Free
    /// `cairo_status_to_string`.
    let statusToString: StatusToString

    /// Opens the three libraries named in `names` and looks the functions up.
    /// - Throws: `VellumError(.missingLibrary)` naming the library or function that is missing.
    init(_ names: RasterLibraryNames) throws {
        let gobject = try DynamicLibrary(candidates: names.gobject, installHint: names.installHint)
        let cairo = try DynamicLibrary(candidates: names.cairo, installHint: names.installHint)
        let rsvg = try DynamicLibrary(candidates: names.rsvg, installHint: names.installHint)
        handleNewFromData = try rsvg.function("rsvg_handle_new_from_data")
        handleSetDPI = try rsvg.function("rsvg_handle_set_dpi")
        handleIntrinsicSize = try rsvg.function("rsvg_handle_get_intrinsic_size_in_pixels")
        handleRenderDocument = try rsvg.function("rsvg_handle_render_document")
        objectUnref = try gobject.function("g_object_unref")
        // GLib's, which GObject links; dlsym on GObject's handle finds it through its dependencies.
        errorFree = try gobject.function("g_error_free")
        imageSurfaceCreate = try cairo.function("cairo_image_surface_create")
        surfaceStatus = try cairo.function("cairo_surface_status")
        surfaceFlush = try cairo.function("cairo_surface_flush")
        surfaceDestroy = try cairo.function("cairo_surface_destroy")
        writeToPNGStream = try cairo.function("cairo_surface_write_to_png_stream")
        imageSurfaceGetData = try cairo.function("cairo_image_surface_get_data")
        imageSurfaceGetStride = try cairo.function("cairo_image_surface_get_stride")
        create = try cairo.function("cairo_create")
        status = try cairo.function("cairo_status")
        scale = try cairo.function("cairo_scale")
        destroy = try cairo.function("cairo_destroy")
        statusToString = try cairo.function("cairo_status_to_string")
    }

    /// The functions for `names`, loaded on the first call and kept (a failure too, so a missing library is looked for once).
    static func shared(_ names: RasterLibraryNames) throws -> RasterFunctions {
        try loaded.withLock { cache in
            if let known = cache[names] { return try known.get() }
            let result = Result { try RasterFunctions(names) }.mapError { $0 as? VellumError ?? VellumError(.missingLibrary, subject: "", message: "\($0)") }
            cache[names] = result
            return try result.get()
        }
    }

    /// What `shared` loaded, by library names.
    private static let loaded = Locked<[RasterLibraryNames: Result<RasterFunctions, VellumError>]>([:])

    /// Cairo's words for `status`.
    func describe(_ status: Int32) -> String {
        statusToString(status).map { String(cString: $0) } ?? "cairo status \(status)"
    }
}
