/// A preview: a name, the traits that shape its canvas, and the view. The
/// `#Preview` macro makes one; you rarely make one yourself.
///
/// ```swift
/// let preview = Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
public struct Preview {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given to the preview, if any.
    public let name: String?
    /// The traits given to the preview, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// One view, or one per argument of `#Preview(arguments:)`, each with its argument's label.
    let variants: [(label: String?, make: @MainActor () -> any View)]

    /// A preview of the view `body` makes.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name; self.traits = []; self.variants = [(nil, body)]
    }

    /// A preview of the view `body` makes, with traits.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name; self.traits = [traits] + additionalTraits; self.variants = [(nil, body)]
    }

    /// A group of previews, one for each of `arguments`, as SwiftUI's
    /// `#Preview(_:traits:arguments:body:)`: each is named after its argument.
    @MainActor public init<T>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., arguments: [T],
                   @ViewBuilder body: @escaping @MainActor (T) -> any View) {
        self.name = name; self.traits = traits
        self.variants = arguments.map { argument in (String(describing: argument), { body(argument) }) }
    }

    /// How many previews this is: one, or one per argument.
    public var count: Int { variants.count }

    /// The previewed view (the one for argument `index` of a group). The body
    /// runs on the main actor, as in SwiftUI.
    @MainActor public func makeView(at index: Int = 0) -> AnyView {
        guard variants.indices.contains(index) else { return AnyView(erasing: EmptyView()) }
        return AnyView(erasing: variants[index].make())
    }
}
