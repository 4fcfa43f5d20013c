/// SwiftUI's bridge into UIKit: a view controller showing a SwiftUI view (see
/// `UIColor` for why UIKit names live in Vellum). Code that wraps a view in
/// one compiles; a picture draws views, not controllers, so render the root
/// view itself.
///
/// ```swift
/// let controller = UIHostingController(rootView: SettingsView())
/// rootViewController?.present(controller, animated: true)
/// ```
open class UIHostingController<Content: View>: UIViewController {
    /// The view the controller shows.
    public var rootView: Content

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
