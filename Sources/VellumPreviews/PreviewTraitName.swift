import Foundation
import Vellum

/// A preview's traits as Swift spells them (`sizeThatFitsLayout`,
/// `fixedLayout(width: 300, height: 200)`, `landscapeLeft`, `modifier`), for
/// the listing `vellum preview` and `vellum mcp` read.
enum PreviewTraitName {
    /// The name of `trait`.
    static func name(of trait: PreviewTrait<Preview.ViewTraits>) -> String {
        switch trait.value {
        case .layout(.device): "defaultLayout"
        case .layout(.sizeThatFits): "sizeThatFitsLayout"
        case let .layout(.fixed(width, height)): "fixedLayout(width: \(number(width)), height: \(number(height)))"
        case let .orientation(orientation): orientation.rawValue
        case .modifier: "modifier"
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(Double(value))"
    }
}
