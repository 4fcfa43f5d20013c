/// UIKit's event object, as a type name for calls that take one (such as
/// `UIApplication.sendAction(_:to:from:for:)`); a picture has no events.
///
/// ```swift
/// UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil as UIEvent?)
/// ```
public final class UIEvent: Sendable {
    init() {}
}
