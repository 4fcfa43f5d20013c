/// Which grammar an attribute (or style property) value follows, decided once per name.
enum AttributeKind: Sendable {
    case pathData
    case style
    case link
    case identifier
    case transform
    case paint
    case generic

    init(name: String) {
        switch name {
        case "d": self = .pathData
        case "style": self = .style
        case "href", "xlink:href": self = .link
        case "id": self = .identifier
        case "transform", "gradientTransform", "patternTransform": self = .transform
        case "fill", "stroke", "stop-color", "flood-color", "lighting-color", "color", "solid-color": self = .paint
        default: self = .generic
        }
    }
}
