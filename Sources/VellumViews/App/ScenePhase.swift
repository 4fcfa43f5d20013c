/// An indication of a scene's operational state, as in SwiftUI.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ```
///
/// A picture shows the app in use: the phase is always ``active`` unless an
/// `environment(\.scenePhase, …)` sets another.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

extension EnvironmentKeys {
    struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
}

extension EnvironmentValues {
    /// The operational state of the scene: ``ScenePhase/active`` in a picture.
    public var scenePhase: ScenePhase {
        get { self[EnvironmentKeys.ScenePhaseKey.self] }
        set { self[EnvironmentKeys.ScenePhaseKey.self] = newValue }
    }
}
