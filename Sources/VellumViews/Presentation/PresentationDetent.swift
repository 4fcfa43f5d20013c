import Foundation

/// A height at which a sheet rests: `.medium`, `.large`, a fraction of the
/// large height, a fixed height or a custom detent.
///
/// ```swift
/// SettingsView()
///     .presentationDetents([.medium, .large])
/// ```
///
/// The height of every detent but `.large` is measured as UIKit measures a
/// detent: the sheet's content above the bottom safe area (the home
/// indicator), at most the large detent's.
public struct PresentationDetent: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    package let kind: Kind
    /// A custom detent's type (part of equality through `kind`).
    let customType: CustomType?

    init(kind: Kind, customType: CustomType? = nil) {
        self.kind = kind; self.customType = customType
    }

    /// A `CustomPresentationDetent` type, held to compute its height.
    struct CustomType: @unchecked Sendable {
        // Unchecked: a metatype whose static `height(in:)` is a pure function.
        let type: any CustomPresentationDetent.Type
        func height(in context: Context) -> CGFloat? { type.height(in: context) }
    }

    /// The detent of a sheet that covers about half of the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The detent of a sheet at its full height.
    public static let large = PresentationDetent(kind: .large)

    /// A detent at `fraction` of the large detent's height.
    ///
    /// ```swift
    /// .presentationDetents([.fraction(0.3)])
    /// ```
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A detent of a fixed height in points.
    ///
    /// ```swift
    /// .presentationDetents([.height(200)])
    /// ```
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// A detent whose height a `CustomPresentationDetent` type computes.
    ///
    /// ```swift
    /// struct BarDetent: CustomPresentationDetent {
    ///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
    /// }
    /// .presentationDetents([.custom(BarDetent.self)])
    /// ```
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)), customType: CustomType(type: type))
    }

    /// Whether two detents are the same: the same kind and value (custom detents: the same type).
    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    /// Hashes the detent's kind and value.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// The detent's content height when the large detent's is `maxDetentValue`,
    /// at least 0 and at most `maxDetentValue`.
    package func height(maxDetentValue: CGFloat, environment: EnvironmentValues) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .large: value = maxDetentValue
        case .medium: value = maxDetentValue * PresentationMetrics.mediumDetentFraction
        case .fraction(let f): value = maxDetentValue * f
        case .height(let h): value = h
        case .custom: value = customType?.height(in: Context(maxDetentValue: maxDetentValue, environment: environment)) ?? maxDetentValue
        }
        guard value.isFinite else { return maxDetentValue }
        return Swift.min(maxDetentValue, Swift.max(0, value))
    }

    /// What a custom detent's height is computed from.
    ///
    /// ```swift
    /// static func height(in context: Context) -> CGFloat? {
    ///     context.dynamicTypeSize.isAccessibilitySize ? nil : context.maxDetentValue / 3
    /// }
    /// ```
    @dynamicMemberLookup
    public struct Context: Sendable {
        /// The height of the large detent.
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues

        init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue; self.environment = environment
        }

        /// The environment value at `keyPath`, as the sheet's content sees it.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}
