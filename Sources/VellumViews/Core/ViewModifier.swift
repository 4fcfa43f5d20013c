import VellumLayout

/// A modifier that you apply to a view, producing a different version of it.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.white, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View
    /// The content view a modifier's body receives.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// A modifier that Vellum applies itself rather than through `body`.
nonisolated package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Lowers `content` with this modifier applied.
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode]
}

extension PrimitiveModifier {
    /// Lowers `content` with `modifier`, a value of this very type seen
    /// through a generic parameter (`ModifiedContent` asks the type, not the
    /// value, whether it is primitive: a cast of the value would copy it into
    /// a box of its own for every view it modifies).
    static func lower<M: ViewModifier>(_ modifier: M, content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        precondition(M.self == Self.self, "lowered as a type it is not")
        return try withUnsafePointer(to: modifier) { pointer in
            try pointer.withMemoryRebound(to: Self.self, capacity: 1) { try $0.pointee.lower(content: content, context) }
        }
    }

    /// Primitive modifiers have no body.
    public func body(content: Content) -> Never { preconditionFailure("\(Self.self) is applied by Vellum: Never") }
}

/// The content a `ViewModifier`'s body modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard let lowerer = context.environment.contentLowerer else { return [] }
        return try lowerer.lower(context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates a modified view.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var context = context
        let traits = ModifierTypeTraits.of(Modifier.self)
        if context.lowersLazily, !traits.isLazyListTransparent { context.lowersLazily = false }
        if let primitive = traits.primitive {
            return try primitive.lower(modifier, content: content, context)
        }
        if let effect = traits.geometryEffect {
            return try effect.lowerEffect(modifier, content: content, context)
        }
        try context.bindDynamicProperties(of: modifier, at: "\(context.pathDescription) (\(LoweringContext.name(of: Modifier.self)))")
        let saved = context.environment.contentLowerer
        let content = self.content
        let lowerer = ContentLowerer { inner in
            try inner.with { $0.contentLowerer = saved }.lower(content)
        }
        let body = EnvironmentValues.$current.withValue(context.environment) {
            MainActorCode.body(of: modifier, content: _ViewModifier_Content<Modifier>())
        }
        return try context.with { $0.contentLowerer = lowerer }.lower(body)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to the view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// Returns a modifier that applies `self` then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
