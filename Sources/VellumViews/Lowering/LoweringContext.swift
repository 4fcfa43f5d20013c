import VellumCore
import VellumLayout

/// What lowering a view needs: its environment and where it is in the tree
/// (for error messages that name the view at fault).
package struct LoweringContext: Sendable {
    /// The environment the view sees.
    package var environment: EnvironmentValues
    /// Where the view being lowered is, e.g. `SignInView/VStack/HStack[1]/Image`.
    package var path: ViewPath?
    /// How deep the lowering is, to stop runaway recursion with a message, not a crash.
    package var depth: Int
    /// The render's view graph: where state lives between passes and where
    /// lifecycle and preference marks are counted.
    package var graph: ViewGraph
    /// Whether the views lowered are the direct content of a lazy container
    /// (`List`, `LazyVStack`, …): a `ForEach` then gives one lazy run
    /// (`LayoutNode.lazyRun`) instead of its rows. Views that only group
    /// others (tuples, groups, conditionals, custom views, environment
    /// modifiers) keep it; every other view lowers its content eagerly.
    package var lowersLazily = false

    /// The deepest view tree Vellum lowers.
    package static let maximumDepth = 20_000

    package init(environment: EnvironmentValues, path: ViewPath? = nil, depth: Int = 0, graph: ViewGraph = ViewGraph()) {
        self.environment = environment; self.path = path; self.depth = depth; self.graph = graph
        self.environment.viewGraph = graph
    }

    /// The path as text; a very deep path keeps its first and last levels.
    package var pathDescription: String {
        guard let path else { return "root" }
        let names = path.components
        guard names.count > 24 else { return names.joined(separator: "/") }
        return (names.prefix(8) + ["… \(names.count - 16) levels …"] + names.suffix(8)).joined(separator: "/")
    }

    /// The context with the environment changed by `update`.
    package func with(_ update: (inout EnvironmentValues) -> Void) -> LoweringContext {
        var c = self; update(&c.environment); return c
    }

    /// Lowers any view: primitives lower themselves, others through `body`.
    /// `index` is its position among its siblings, `id` its explicit
    /// identity (a `ForEach` element's, an `.id(_:)`), which the view graph
    /// prefers to the position.
    package func lower(_ view: any View, index: Int? = nil, id: ExplicitIdentity? = nil) throws -> [LayoutNode] {
        try lowerOpened(view, index: index, id: id)
    }

    /// Lowers a view whose type the caller knows (a `ForEach` element's), as
    /// `lower(_:index:id:)` does, without first boxing it as `any View`.
    package func lower<V: View>(typed view: V, index: Int? = nil, id: ExplicitIdentity? = nil) throws -> [LayoutNode] {
        try lowerOpened(view, index: index, id: id)
    }

    private func lowerOpened<V: View>(_ view: V, index: Int?, id: ExplicitIdentity?) throws -> [LayoutNode] {
        var child = self
        child.depth += 1
        if child.depth > Self.maximumDepth {
            throw VellumError(.invalidArgument, subject: pathDescription,
                              message: "The view tree at \(pathDescription) is more than \(Self.maximumDepth) views deep; a view whose body contains itself never ends. Break the recursion or flatten the tree.")
        }
        child.path = ViewPath(parent: path, type: V.self, index: index, id: id)
        // The type, not the value, is asked what it is: a cast of the value
        // would copy it into a box of its own on every level.
        let traits = ViewTypeTraits.of(V.self)
        if let primitive = traits.primitive {
            if child.lowersLazily, !traits.isLazyListTransparent { child.lowersLazily = false }
            let nodes = try primitive.lower(view, child)
            guard traits.isPlaceholderRedactable, child.environment.drawsPlaceholders else { return nodes }
            return try PlaceholderRedaction.redact(nodes, in: child.environment)
        }
        // The view's state, environment and objects are bound in the view
        // graph before its body runs (in the environment the view sits in).
        var binding = child
        binding.environment = environment
        try DynamicPropertyBinder.bind(view, in: binding, path: child.pathDescription)
        let body = EnvironmentValues.$current.withValue(environment) { MainActorCode.body(of: view) }
        return try child.lower(body)
    }

    /// Binds the dynamic properties of `value` (a view modifier, a style) in
    /// the view graph, as the view at this context's path; stops with an
    /// error when one needs an environment object that no ancestor supplies.
    /// `path` is spelled only for the error: spelling it costs time in
    /// proportion to the depth, on every level.
    package func bindDynamicProperties<T>(of value: T, at path: @autoclosure () -> String) throws {
        try DynamicPropertyBinder.bind(value, in: self, path: path())
    }

    /// The view type's name without generic arguments.
    package static func name<V>(of type: V.Type) -> String { ViewPath.name(of: type) }

    /// Lowers `view` into exactly one node: several views are stacked as a ZStack
    /// would (what SwiftUI does with a modifier's or a background's several views).
    package func lowerOne(_ view: any View) throws -> LayoutNode {
        let nodes = try lower(view)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return LayoutNode(.leaf(.empty), name: "EmptyView") }
        return LayoutNode(.layout(LayoutBox(ZStackLayout())), children: nodes, name: "ZStack")
    }

    /// Lowers content and wraps each resulting node with `wrap` (each node a
    /// lazy run makes, as it is made).
    package func lowerEach(_ view: any View, _ wrap: @escaping (LayoutNode) throws -> LayoutNode) throws -> [LayoutNode] {
        try lower(view).map { try $0.mapped(wrap) }
    }
}

/// Lowers the content of a user `ViewModifier` when its body asks for `content`.
package struct ContentLowerer: @unchecked Sendable {
    // Unchecked: holds the content view, read only during one lowering.
    package let lower: (LoweringContext) throws -> [LayoutNode]
}
