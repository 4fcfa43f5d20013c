import VellumLayout

/// What a navigation screen's views push: destinations for a type of value
/// (`navigationDestination(for:)`) and views presented by a flag or an item
/// (`navigationDestination(isPresented:)`, `navigationDestination(item:)`,
/// `NavigationLink(destination:isActive:)`). The value of
/// `NavigationDestinationsKey`, which the screen reads from its content.
package struct NavigationDestinations: @unchecked Sendable {
    // Unchecked: the closures are only called during the lowering that made them.
    private var makers: [(AnyHashable) -> AnyView?] = []
    /// The views presented, first presented first.
    private(set) var presented: [AnyView] = []

    package init() {}

    /// Registers a destination for values of `D`.
    mutating func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        makers.append { value in (value.base as? D).map { AnyView(destination($0)) } }
    }

    /// Registers a view pushed over the view that presents it.
    mutating func present(_ view: AnyView) { presented.append(view) }

    /// The view for `value`: the first destination registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        for make in makers { if let view = make(value) { return view } }
        return nil
    }

    /// These destinations, then `later`'s.
    func merged(with later: NavigationDestinations) -> NavigationDestinations {
        var merged = self
        merged.makers += later.makers
        merged.presented += later.presented
        return merged
    }

    /// The mark that adds these to the enclosing screen's, ahead of the
    /// marked view's content's.
    var mark: MarkModifier {
        MarkModifier { [self] _ in
            .preference(.transform(NavigationDestinationsKey.self) { current, _ in current = self.merged(with: current) })
        }
    }

    /// `later`'s destinations after these, and only `later`'s presented views:
    /// what a pushed screen can push (every screen's destinations so far).
    func pushing(_ later: NavigationDestinations) -> NavigationDestinations {
        var merged = self
        merged.makers += later.makers
        merged.presented = later.presented
        return merged
    }
}

/// The preference a navigation screen finds what it pushes in.
package enum NavigationDestinationsKey: PreferenceKey {
    package static var defaultValue: NavigationDestinations { NavigationDestinations() }
    package static func reduce(value: inout NavigationDestinations, nextValue: () -> NavigationDestinations) {
        value = value.merged(with: nextValue())
    }
}

/// Registers destinations with the enclosing navigation screen.
struct NavigationDestinationModifier: PrimitiveModifier {
    let register: (inout NavigationDestinations) -> Void
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(content)
        guard context.environment.isNavigationContent else { return nodes }
        var mine = NavigationDestinations()
        register(&mine)
        return try mine.mark.markingFirst(nodes, context)
    }
}
