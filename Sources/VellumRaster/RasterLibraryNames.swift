/// The shared libraries ``SVGRasterizer`` opens at run time, and the package
/// that installs them: librsvg draws the SVG, cairo holds the pixels and writes
/// the PNG, GObject frees librsvg's handles.
///
/// Vellum does not link them: a package that depends on Vellum builds without
/// their headers, and only a program that asks for a PNG needs them installed.
///
/// ```swift
/// let rasterizer = SVGRasterizer(libraries: RasterLibraryNames(rsvg: ["librsvg-missing.so"]))
/// // rasterizer.png(svg:) throws VellumError(.missingLibrary) naming librsvg-missing.so
/// ```
package struct RasterLibraryNames: Hashable, Sendable {
    /// The names `dlopen` tries for librsvg, in order.
    package var rsvg: [String]
    /// The names `dlopen` tries for cairo, in order.
    package var cairo: [String]
    /// The names `dlopen` tries for GObject, in order.
    package var gobject: [String]
    /// What to install when one is missing.
    package var installHint: String

    /// Library names of your choice (the defaults are the system's).
    package init(rsvg: [String] = Self.system.rsvg, cairo: [String] = Self.system.cairo, gobject: [String] = Self.system.gobject,
                 installHint: String = Self.system.installHint) {
        self.rsvg = rsvg; self.cairo = cairo; self.gobject = gobject; self.installHint = installHint
    }

    private init(system rsvg: [String], _ cairo: [String], _ gobject: [String], _ installHint: String) {
        self.rsvg = rsvg; self.cairo = cairo; self.gobject = gobject; self.installHint = installHint
    }

    /// The system's libraries: Debian's sonames (package `librsvg2-2`, which
    /// `librsvg2-bin` brings in) on Linux, Homebrew's on macOS.
    package static let system: RasterLibraryNames = {
        #if canImport(Darwin)
        let brew = ["/opt/homebrew/lib/", "/usr/local/lib/", ""]
        return RasterLibraryNames(system: brew.map { $0 + "librsvg-2.2.dylib" }, brew.map { $0 + "libcairo.2.dylib" },
                                  brew.map { $0 + "libgobject-2.0.0.dylib" }, "install it with: brew install librsvg")
        #else
        return RasterLibraryNames(system: ["librsvg-2.so.2"], ["libcairo.so.2"], ["libgobject-2.0.so.0"],
                                  "install the Debian package librsvg2-2 (apt-get install librsvg2-2, or librsvg2-bin, which brings it)")
        #endif
    }()
}
