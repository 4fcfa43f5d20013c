import Foundation
import VellumAssets

extension EnvironmentKeys {
    package struct LayoutDirectionKey: EnvironmentKey { package static let defaultValue = LayoutDirection.leftToRight }
    package struct LocaleKey: EnvironmentKey { package static let defaultValue = Locale(identifier: "en") }
    package struct LocalizationKey: EnvironmentKey { package static let defaultValue = Localization() }
}

extension EnvironmentValues {
    /// The direction views lay out in (`.leftToRight` unless set).
    ///
    /// ```swift
    /// ContentView().environment(\.layoutDirection, .rightToLeft)
    /// ```
    public var layoutDirection: LayoutDirection {
        get { self[EnvironmentKeys.LayoutDirectionKey.self] }
        set { self[EnvironmentKeys.LayoutDirectionKey.self] = newValue }
    }
    /// The locale text is localised and values are formatted for (English unless set).
    ///
    /// ```swift
    /// ContentView().environment(\.locale, Locale(identifier: "fr"))
    /// ```
    public var locale: Locale {
        get { self[EnvironmentKeys.LocaleKey.self] }
        set { self[EnvironmentKeys.LocaleKey.self] = newValue }
    }
    /// The strings `Text("key")` and other localized-key APIs look their keys up in
    /// (the renderer's `localization`).
    package var localization: Localization {
        get { self[EnvironmentKeys.LocalizationKey.self] }
        set { self[EnvironmentKeys.LocalizationKey.self] = newValue }
    }
}
