/// How a shadow filter's shadow and the layer it is made from are drawn together.
package enum ShadowComposite: Hashable, Sendable {
    /// As the kind of shadow draws it: a drop shadow under the layer, an inner shadow over it.
    case standard
    /// The shadow over the layer.
    case above
    /// The shadow alone, without the layer.
    case only
}
