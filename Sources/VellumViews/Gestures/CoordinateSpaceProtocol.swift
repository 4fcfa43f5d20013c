/// A frame of reference within the layout system (iOS 17): `.local`,
/// `.global` or `.named(_:)`.
///
/// ```swift
/// ScrollView { … }.coordinateSpace(.named("scroll"))
/// DragGesture(coordinateSpace: .named("scroll"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the local coordinate space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the global coordinate space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space, made with `.named(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(String(describing: name.base)) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A named coordinate space, set with `coordinateSpace(_:)` on an ancestor.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate
    /// on dimensions like points and sizes relative to the named space (frames
    /// are measured globally in a still picture; the name is accepted).
    ///
    /// ```swift
    /// ScrollView { … }.coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> Self { self }

    /// Assigns a name to the view's coordinate space (iOS 17 form).
    ///
    /// ```swift
    /// ScrollView { … }.coordinateSpace(.named("scroll"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }
}
