/// A set of values that indicate the visual size available to the view, as
/// SwiftUI's `UserInterfaceSizeClass`.
///
/// The renderer sets the environment's ``EnvironmentValues/horizontalSizeClass``
/// and ``EnvironmentValues/verticalSizeClass`` from the device, as iOS does:
/// an iPhone is compact width and regular height in portrait, compact height in
/// landscape (and regular width there when it is a Plus or Max); an iPad is
/// regular both ways.
///
/// ```swift
/// struct Gallery: View {
///     @Environment(\.horizontalSizeClass) private var sizeClass
///     var body: some View {
///         LazyVGrid(columns: Array(repeating: GridItem(), count: sizeClass == .compact ? 2 : 4)) { … }
///     }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular

    /// The size class of a UIKit size class; nil for `.unspecified`.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .unspecified: return nil
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

/// UIKit's size classes, as in UIKit.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// No size class.
    case unspecified
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular

    /// The UIKit size class of a SwiftUI one.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case nil: self = .unspecified
        case .compact?: self = .compact
        case .regular?: self = .regular
        }
    }
}
