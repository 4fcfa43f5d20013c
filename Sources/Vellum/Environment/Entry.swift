/// Declares an environment value with its default, as SwiftUI's `@Entry`
/// (iOS 18): the key type and the accessors are written for you.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .indigo
/// }
///
/// Text("Hi").foregroundStyle(accent)   // in a view with @Environment(\.accent) var accent
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VellumMacros", type: "EntryMacro")
