internal import VellumText
internal import VellumXML

/// What Vellum writes on the root of every SVG it saves for a snapshot
/// reference or a gallery: its version and the bundled font set's identity, as
/// `data-vellum-version` and `data-vellum-fonts` attributes.
///
/// The structural diff ignores `data-vellum-*` attributes on the root, so a
/// reference recorded before stamping, or by another version, still compares
/// by its pictures alone; a failing snapshot uses the stamp to say which
/// Vellum recorded the reference. `SVGRenderer.svg()` itself is never stamped.
///
/// ```swift
/// let stamped = SVGStamp.current.applied(to: try renderer.svg())
/// // <svg data-vellum-version="0.1.0-dev" data-vellum-fonts="3f9c0a17be42" xmlns=…
/// SVGStamp(readFrom: stamped)?.version   // "0.1.0-dev"
/// ```
package struct SVGStamp: Sendable, Equatable {
    /// The Vellum version that wrote the SVG.
    package var version: String
    /// The font set's identity (``BundledFontSet/identity``).
    package var fonts: String

    /// The attribute that holds ``version``.
    package static let versionAttribute = "data-vellum-version"
    /// The attribute that holds ``fonts``.
    package static let fontsAttribute = "data-vellum-fonts"

    /// A stamp with these values.
    package init(version: String, fonts: String) {
        self.version = version; self.fonts = fonts
    }

    /// This program's stamp: ``VellumVersion/current`` and the bundled fonts.
    package static var current: SVGStamp { SVGStamp(version: VellumVersion.current, fonts: BundledFontSet.identity) }

    /// The stamp on `svg`'s root element, or nil when it has none (an SVG from before stamping, or not Vellum's).
    package init?(readFrom svg: String) {
        guard let range = Self.rootTag(in: svg), let version = Self.value(of: Self.versionAttribute, in: svg[range]) else { return nil }
        self.version = version
        fonts = Self.value(of: Self.fontsAttribute, in: svg[range]) ?? ""
    }

    /// `svg` with this stamp on its root element, right after `<svg`; `svg`
    /// unchanged when it has no `<svg` root or is already stamped.
    package func applied(to svg: String) -> String {
        guard let tag = Self.rootTag(in: svg), Self.value(of: Self.versionAttribute, in: svg[tag]) == nil else { return svg }
        let escape = XMLEscaper.attribute
        let attributes = " \(Self.versionAttribute)=\"\(escape.escaping(version))\" \(Self.fontsAttribute)=\"\(escape.escaping(fonts))\""
        var stamped = svg
        stamped.insert(contentsOf: attributes, at: svg.index(tag.lowerBound, offsetBy: 4))
        return stamped
    }

    /// The root element's start tag, from `<svg` to its `>`.
    private static func rootTag(in svg: String) -> Range<String.Index>? {
        var search = svg.startIndex..<svg.endIndex
        while let open = svg.range(of: "<svg", range: search) {
            let after = open.upperBound
            if after < svg.endIndex, [" ", "\n", "\t", "\r", ">", "/"].contains(svg[after]) {
                guard let close = svg[after...].firstIndex(of: ">") else { return nil }
                return open.lowerBound..<svg.index(after: close)
            }
            search = after..<svg.endIndex
        }
        return nil
    }

    /// The value of ` name="…"` in the start tag `tag` (the stamp's values need no unescaping).
    private static func value(of name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }
}
