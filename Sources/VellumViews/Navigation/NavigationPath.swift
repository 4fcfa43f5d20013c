/// A type-erased list of data representing the content of a navigation stack.
///
/// A picture of a `NavigationStack(path:root:)` shows the view for the last
/// element pushed over the root, with a back button.
///
/// ```swift
/// @State var path = NavigationPath([Park.yosemite])
/// NavigationStack(path: $path) {
///     List(parks) { NavigationLink($0.name, value: $0) }
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// }
/// ```
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path of the elements of a sequence, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value to the end of the path.
    ///
    /// ```swift
    /// path.append(Park.yosemite)
    /// ```
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes `k` values from the end of the path.
    ///
    /// ```swift
    /// path.removeLast()
    /// ```
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(0, k), elements.count)) }
}
