import Foundation
import VellumGeometry
import VellumLayout

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: a source view
/// gives its frame to its group (an identifier in a namespace); a view that
/// is not the source takes the source's size and moves so that its anchor
/// point sits on the source's.
///
/// The frames travel through the view graph: sources set `MatchedGeometryKey`,
/// which the renderer reads at the root (`rootIdentity`); a matched view reads
/// its own frame from the last pass (`GraphMark.frame`). The graph settles
/// once both stop moving, so the picture shows the matched view in place, as
/// a device does at rest.
struct MatchedGeometryEffect: PrimitiveModifier {
    let group: MatchedGeometryGroup
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let group = self.group
        if isSource {
            return try MarkModifier { _ in
                .preference(.transform(MatchedGeometryKey.self) { frames, frame in
                    if frames[group] == nil { frames[group] = frame }
                })
            }.lower(content: content, context)
        }
        let identity = context.identity
        let sources = context.graph.lastValue(at: MatchedGeometryKey.rootIdentity) as? [MatchedGeometryGroup: CGRect]
        let source = sources?[group]
        let own = context.graph.lastValue(at: identity) as? CGRect
        let size = properties.contains(.size) ? source?.size : nil
        var offset = CGSize.zero
        if properties.contains(.position), let source, let own {
            offset = CGSize(width: (source.minX + anchor.x * source.width) - (own.minX + anchor.x * own.width),
                            height: (source.minY + anchor.y * source.height) - (own.minY + anchor.y * own.height))
        }
        // One structure whatever is known, so the content keeps its identity (and state) from pass to pass.
        let matched = AnyView(erasing: content)
            .frame(width: size?.width, height: size?.height)
            .modifier(MarkModifier { _ in .frame(identity) })
            .offset(offset)
        return try context.lower(matched)
    }
}

/// A group of matched views: an identifier in a namespace.
package struct MatchedGeometryGroup: Hashable, @unchecked Sendable {
    // Unchecked: the identifier is a user's hashable value, only compared.
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The frames of the sources of matched geometry, by group: the first source's.
package enum MatchedGeometryKey: PreferenceKey {
    package static var defaultValue: [MatchedGeometryGroup: CGRect] { [:] }
    package static func reduce(value: inout [MatchedGeometryGroup: CGRect], nextValue: () -> [MatchedGeometryGroup: CGRect]) {
        value.merge(nextValue()) { first, _ in first }
    }

    /// Where the renderer keeps the frames it read at the root, for matched views to find.
    package static let rootIdentity = ViewIdentity.root.member("matchedGeometry")
}

nonisolated extension View {
    /// Matches this view's geometry with the other views of its group (`id`
    /// in `namespace`). A source (the default) gives its frame; a view that
    /// is not the source takes the source's size and position (`properties`),
    /// its `anchor` point on the source's. In a still picture the effect is
    /// at rest: nothing animates.
    ///
    /// ```swift
    /// Text(tab).matchedGeometryEffect(id: tab, in: tabs)
    /// Capsule().fill(.blue.opacity(0.2))
    ///     .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryEffect(group: MatchedGeometryGroup(namespace: namespace, id: AnyHashable(id)),
                                       properties: properties, anchor: anchor, isSource: isSource))
    }
}
