import Foundation

extension SVGRenderer {
    /// The renderer drawing `variant`: its colour scheme and Dynamic Type
    /// size (and platform look) replace the renderer's, its layout direction and locale are set
    /// at the root of the environment. What the variant does not name stays.
    ///
    /// ```swift
    /// let arabic = try SVGRenderer(content: Home(), device: .iPhone16Pro).applying(.language("ar")).svg()
    /// ```
    public func applying(_ variant: Variant) -> SVGRenderer {
        var r = self
        if let scheme = variant.colorScheme { r.colorScheme = scheme }
        if let size = variant.dynamicTypeSize { r.dynamicTypeSize = size }
        if let look = variant.platformLook { r.platformLook = look }
        r.rootVariant = r.rootVariant.map { $0 + variant } ?? variant
        return r
    }

    /// The SVG document of each variant, in the order given.
    ///
    /// ```swift
    /// let docs = try SVGRenderer(content: Card()).svgs(for: [.light, .dark, .accessibility3])
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault, and
    ///   ``VariantError`` when two variants have the same name.
    public func svgs(for variants: [Variant]) throws -> [(variant: Variant, svg: String)] {
        try Variant.checkNames(variants)
        return try variants.map { ($0, try applying($0).svg()) }
    }

    /// Writes one file per variant into `directory`, each named
    /// `<name>.<variant>.svg`, atomically; returns the files written.
    ///
    /// ```swift
    /// try renderer.write([.light, .dark], to: URL(fileURLWithPath: "out"), named: "card")   // out/card.light.svg, out/card.dark.svg
    /// ```
    @discardableResult
    public func write(_ variants: [Variant], to directory: URL, named name: String) throws -> [URL] {
        try Variant.checkNames(variants)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try variants.map { variant in
            let url = directory.appendingPathComponent(variant.fileName(for: name))
            try applying(variant).write(to: url)
            return url
        }
    }
}

extension Variant {
    /// The file name of `base` drawn in this variant: `<base>.<name>.svg`,
    /// with every character of the name other than letters, digits, `-`, `_`
    /// and `.` written as `_`, so a name never leaves the folder (`locale:../x`).
    public func fileName(for base: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return "\(base).\(safe).svg"
    }

    /// Throws when two variants share a name (their files would overwrite each other).
    package static func checkNames(_ variants: [Variant]) throws {
        var seen: Set<String> = []
        for v in variants where !seen.insert(v.name).inserted {
            throw VariantError(message: "Two variants are named '\(v.name)', so their files would overwrite each other; give one of them another name with Variant(name:…).")
        }
    }
}

/// A variant list that cannot be drawn as given: two variants with one name.
public struct VariantError: Error, CustomStringConvertible, Sendable {
    /// What is wrong and how to fix it.
    public let message: String
    /// An error with its message.
    public init(message: String) { self.message = message }
    public var description: String { message }
}
