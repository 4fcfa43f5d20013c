import VellumCore

/// The light or dark interface style, as in UIKit.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No style given (resolves as light).
    case unspecified
    /// The light interface style.
    case light
    /// The dark interface style.
    case dark
}

/// The traits a dynamic `UIColor` resolves against, as in UIKit; Vellum
/// models only the interface style (light or dark).
///
/// ```swift
/// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white }
/// ```
public final class UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits of the view being drawn: dark while a body is evaluated in
    /// dark mode, light otherwise.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: EnvironmentValues.current.colorScheme == .dark ? .dark : .light)
    }

    /// The colour scheme of these traits.
    var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }

    /// Whether two values are the same.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.userInterfaceStyle == b.userInterfaceStyle }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(userInterfaceStyle) }
}
