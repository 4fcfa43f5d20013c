import VellumSymbols

/// Variants of symbol images: `.fill`, `.circle`, `.square`, `.slash`.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    /// No variant.
    public static let none = SymbolVariants(suffixes: [])
    /// Filled symbols.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// Symbols in a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// Symbols in a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// Slashed symbols.
    public static let slash = SymbolVariants(suffixes: ["slash"])
    /// This variant combined with filling.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }

    /// The symbol name with the variants applied, when the library has it.
    func apply(to name: String, in library: SymbolLibrary) -> String {
        var candidate = name
        for s in suffixes where !candidate.hasSuffix("." + s) {
            let next = candidate + "." + s
            if library.contains(next) { candidate = next }
        }
        return candidate
    }
}

extension EnvironmentKeys {
    struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
}

extension EnvironmentValues {
    /// The variants applied to symbol images in the view.
    public var symbolVariants: SymbolVariants {
        get { self[EnvironmentKeys.SymbolVariantsKey.self] }
        set { self[EnvironmentKeys.SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws symbol images in a variant, such as `.fill`, where the library has it.
    ///
    /// ```swift
    /// Label("Favourite", systemImage: "star").symbolVariant(.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environmentUpdate { $0.symbolVariants = variant } }
    /// Sets how symbols' layers are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environmentUpdate { $0.symbolRenderingMode = mode } }
    /// Symbol effects are animations; no effect in a static picture.
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
}

/// Options of symbol effects (accepted, not animated).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
}

extension EnvironmentKeys {
    struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
}

extension EnvironmentValues {
    /// How symbols' layers are coloured (nil: monochrome, or palette with two foreground styles).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[EnvironmentKeys.SymbolRenderingModeKey.self] }
        set { self[EnvironmentKeys.SymbolRenderingModeKey.self] = newValue }
    }
}
