/// A type of object whose changes a view observes. In a static picture only
/// the object's current values matter; `objectWillChange` is never observed.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Ada"
/// }
/// struct ProfileView: View {
///     @StateObject var profile = Profile()
///     var body: some View { Text(profile.name) }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that announces a change before it happens.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Announces a change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher no view listens to: sending through it changes nothing in a picture.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
