import VellumXML

/// An attribute value in a form where spelling no longer matters.
///
/// `10`, `10.0` and `1e1` become the same `.numbers`; `#f00`, `red` and
/// `rgb(255,0,0)` the same `.color`; path data becomes absolute commands.
///
/// Only the recursive case and the rare, large transform are `indirect`, so the
/// common values (numbers, colours, text) are stored inline instead of in a heap
/// box each.
enum CanonicalValue: Sendable, Equatable {
    /// Free text, whitespace collapsed.
    case text(String)
    /// A single number without unit (the common case, kept apart to save an allocation).
    case number(Double)
    /// One or more numbers sharing a unit (`""` for none or `px`).
    case numbers([Double], unit: String)
    /// A colour.
    case color(CanonicalColor)
    /// A lower-cased keyword such as `none` or `currentcolor`.
    case keyword(String)
    /// A reference to an element id (`url(#id)` or `#id`), with an optional fallback paint.
    indirect case reference(String, fallback: CanonicalValue?)
    /// Path data as absolute `M L C Q A Z` commands.
    case path(PathData)
    /// A transform list folded into one matrix.
    indirect case transform(AffineMatrix)
    /// A `style` attribute: declarations sorted by property.
    case style([StyleDeclaration])

    /// Whether this value (or a nested one) refers to an element id.
    var containsReference: Bool {
        switch self {
        case .reference:
            return true
        case .style(let declarations):
            return declarations.contains { $0.value.containsReference }
        default:
            return false
        }
    }

    /// Combines the value into `hasher`; references contribute only a marker, so renamed ids hash alike.
    func hash(into hasher: inout StableHasher, quantum: Double) {
        switch self {
        case .text(let text):
            hasher.combine(1)
            hasher.combine(text)
        case .number(let value):
            hasher.combine(2)
            hasher.combine("")
            hasher.combine(number: value, quantum: quantum)
        case .numbers(let values, let unit):
            hasher.combine(2)
            hasher.combine(unit)
            for value in values {
                hasher.combine(number: value, quantum: quantum)
            }
        case .color(let color):
            hasher.combine(3)
            color.hash(into: &hasher, quantum: quantum)
        case .keyword(let keyword):
            hasher.combine(4)
            hasher.combine(keyword)
        case .reference(_, let fallback):
            hasher.combine(5)
            fallback?.hash(into: &hasher, quantum: quantum)
        case .path(let path):
            hasher.combine(6)
            path.hash(into: &hasher, quantum: quantum)
        case .transform(let matrix):
            hasher.combine(7)
            matrix.hash(into: &hasher, quantum: quantum)
        case .style(let declarations):
            hasher.combine(8)
            for declaration in declarations {
                hasher.combine(declaration.property)
                declaration.value.hash(into: &hasher, quantum: quantum)
            }
        }
    }
}
