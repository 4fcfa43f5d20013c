/// A stored property that needs something from the environment before the
/// body that reads it may run (`@EnvironmentObject`, `@Environment(Model.self)`).
package protocol EnvironmentObjectCheck {
    /// What is missing, as the rest of a sentence that starts with the view's
    /// path ("reads … but no ancestor supplies one; add …"), or nil when the
    /// environment has what the property needs.
    func missing(in environment: EnvironmentValues) -> String?
}
