import Foundation

/// A detent whose height your type computes.
///
/// ```swift
/// struct BarDetent: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
/// }
/// SettingsView().presentationDetents([.custom(BarDetent.self), .large])
/// ```
public protocol CustomPresentationDetent {
    /// What the height is computed from.
    typealias Context = PresentationDetent.Context
    /// The detent's height, or nil for the large detent's.
    static func height(in context: Self.Context) -> CGFloat?
}
