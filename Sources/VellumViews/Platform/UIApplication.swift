import Foundation

/// UIKit's app object, so that code such as `UIApplication.shared.open(url)`
/// compiles (see `UIColor` for why UIKit names live in Vellum). A drawn app is
/// never launched: nothing here has an effect.
///
/// ```swift
/// Button("Settings") {
///     UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// ```
public final class UIApplication: Sendable {
    /// The app object.
    public static let shared = UIApplication()

    init() {}

    /// The URL string that opens the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    /// Keys of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw value.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if it is a universal link an app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the launch options an app delegate receives.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw value.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Opens a URL: does nothing (a picture opens nothing), and the completion handler is not called.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}

    /// Whether an app can open the URL: always false, since nothing is opened.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
