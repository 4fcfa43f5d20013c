/// A kind of transition that applies to the content within a single view,
/// rather than to the insertion or removal of a view (accepted; a still
/// picture shows the content after the change).
///
/// ```swift
/// Text("\(score)").contentTransition(.numericText(value: Double(score)))
/// ```
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// The identity content transition.
    public static let identity = ContentTransition(name: "identity")
    /// A content transition that indicates content fades from transparent to opaque on insertion.
    public static let opacity = ContentTransition(name: "opacity")
    /// A content transition that indicates the views attempt to interpolate their contents.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A content transition for numeric text, counting up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A content transition for numeric text, whose direction follows the value.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A content transition that replaces one symbol with another.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

nonisolated extension View {
    /// Modifies the view to use a given transition as its method of animating
    /// changes to the contents of its views (no effect in a still picture).
    ///
    /// ```swift
    /// Image(systemName: isOn ? "bell.fill" : "bell").contentTransition(.symbolEffect)
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}

extension AnyTransition {
    /// A transition from one view modifier to another as a view is inserted
    /// (no effect in a still picture: the view rests in `identity`, which is not applied either).
    ///
    /// ```swift
    /// .transition(.modifier(active: Blur(radius: 8), identity: Blur(radius: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}
