import Foundation

/// Where a navigation stack's views register what they push: destinations
/// for a type of value (`navigationDestination(for:)`) and views presented
/// by a flag or an item (`navigationDestination(isPresented:)`,
/// `navigationDestination(item:)`, `NavigationLink(destination:isActive:)`).
/// A reference, so every branch of one lowering registers in the same place;
/// guarded by a lock because lowering may run on any thread.
package final class NavigationDestinations: @unchecked Sendable {
    // Unchecked: the closures are only called during the lowering that registered them.
    private let lock = NSLock()
    private var makers: [(AnyHashable) -> AnyView?] = []
    private var presented: [AnyView] = []

    package init() {}

    /// Registers a destination for values of `D`.
    func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        lock.lock(); defer { lock.unlock() }
        makers.append { value in (value.base as? D).map { AnyView(destination($0)) } }
    }

    /// Registers a view pushed over the view that presents it.
    func present(_ view: AnyView) {
        lock.lock(); presented.append(view); lock.unlock()
    }

    /// The view for `value`: the first destination registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        lock.lock(); let all = makers; lock.unlock()
        for make in all { if let view = make(value) { return view } }
        return nil
    }

    /// Takes the views presented so far, first presented first.
    func takePresented() -> [AnyView] {
        lock.lock(); defer { lock.unlock() }
        let views = presented; presented = []
        return views
    }
}

extension EnvironmentKeys {
    struct NavigationDestinationsKey: EnvironmentKey { static let defaultValue: NavigationDestinations? = nil }
}

extension EnvironmentValues {
    /// Where `navigationDestination` modifiers register with the enclosing navigation stack.
    package var navigationDestinations: NavigationDestinations? {
        get { self[EnvironmentKeys.NavigationDestinationsKey.self] }
        set { self[EnvironmentKeys.NavigationDestinationsKey.self] = newValue }
    }
}

/// Registers destinations with the enclosing navigation stack.
struct NavigationDestinationModifier: PrimitiveModifier {
    let register: (NavigationDestinations) -> Void
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        if let destinations = context.environment.navigationDestinations { register(destinations) }
        return try context.lower(content)
    }
}
