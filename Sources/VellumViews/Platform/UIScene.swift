/// UIKit's scene: one instance of an app's interface (see `UIColor` for why
/// UIKit names live in Vellum). A drawn app has one scene, a `UIWindowScene`
/// on the iPhone 15 Pro's screen, active in the foreground.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
/// ```
public class UIScene: Hashable, @unchecked Sendable {
    // Immutable: `@unchecked Sendable` because the class is not final (UIKit subclasses it).

    /// The states a scene moves through.
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    init() {}

    /// The scene's state: always `.foregroundActive`.
    public var activationState: ActivationState { .foregroundActive }

    /// Whether two references are the same scene.
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    /// Hashes the scene's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
