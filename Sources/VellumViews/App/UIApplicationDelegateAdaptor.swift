/// The set of methods a UIKit app delegate implements. On Linux there is no
/// UIKit, so Vellum declares the name (see `UIColor` for why these names live
/// in Vellum): it has no requirements, and a delegate's methods — such as
/// `application(_:didFinishLaunchingWithOptions:)` — compile as ordinary
/// methods that nothing calls.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
/// }
/// ```
public protocol UIApplicationDelegate: AnyObject {}

/// A property wrapper that gives a SwiftUI app a UIKit app delegate, as in
/// SwiftUI. It compiles; a picture never launches the app, so the delegate is
/// never created and none of its methods run.
///
/// ```swift
/// struct MyApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// Reading `wrappedValue` (for instance passing `appDelegate` to
/// `environmentObject(_:)`) stops the program with a message: there is no
/// delegate to read.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
    /// An adaptor for a delegate type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate, which Vellum never creates: reading it stops the program.
    public var wrappedValue: DelegateType {
        preconditionFailure("@UIApplicationDelegateAdaptor(\(DelegateType.self).self) compiles in Vellum, but a drawn app is never launched, so it has no application delegate to read. Render without reading the delegate in the app's body.")
    }
}
