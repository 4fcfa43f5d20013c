/// UIKit's view controller, as far as SwiftUI code touches it: presenting and
/// dismissing (see `UIColor` for why UIKit names live in Vellum). Nothing is
/// presented in a picture; the methods compile and do nothing, and the
/// life-cycle methods exist so that subclasses' overrides compile.
///
/// ```swift
/// UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
/// ```
open class UIViewController {
    /// A view controller.
    public init() {}

    /// The controller this one presents: none.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presents this one: none.
    open var presentingViewController: UIViewController? { nil }

    /// Presents a view controller modally: does nothing, and the completion is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Dismisses the presented controller: does nothing, and the completion is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Called after the controller's view is loaded: never called in a picture.
    open func viewDidLoad() {}
    /// Called before the view appears: never called in a picture.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears: never called in a picture.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears: never called in a picture.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears: never called in a picture.
    open func viewDidDisappear(_ animated: Bool) {}
}
