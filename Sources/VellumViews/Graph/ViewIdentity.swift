/// Which view is "the same" from one pass of the view graph to the next, as
/// SwiftUI decides it: the view's structural position (the type and index of
/// every level from the root) with explicit identities (`ForEach` elements'
/// ids, `.id(_:)`) standing in for positions.
///
/// State, appearance and the values `onChange` compares are kept per
/// identity; a view whose identity changes is a new view.
package struct ViewIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Unchecked: the types and explicit identities are only read.
    private struct Level: Hashable {
        let type: Any.Type
        let index: Int?
        let id: ExplicitIdentity?
        static func == (a: Level, b: Level) -> Bool { a.type == b.type && a.index == b.index && a.id == b.id }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(type)); hasher.combine(index); hasher.combine(id)
        }
    }
    /// The levels from the view up to the root.
    private let levels: [Level]
    /// A further name below the view: a property, or one of several
    /// modifiers of the same kind.
    private let member: String

    init(_ path: ViewPath) {
        var levels: [Level] = []
        levels.reserveCapacity(path.count)
        var node: ViewPath? = path
        while let n = node {
            levels.append(Level(type: n.type, index: n.id == nil ? n.index : nil, id: n.id))
            node = n.parent
        }
        self.levels = levels
        self.member = ""
    }

    private init(levels: [Level], member: String) { self.levels = levels; self.member = member }

    /// The identity of the root view (no path).
    package static let root = ViewIdentity(levels: [], member: "")

    /// The identity of something named `name` that belongs to this view.
    package func member(_ name: String) -> ViewIdentity {
        ViewIdentity(levels: levels, member: member.isEmpty ? name : member + "." + name)
    }

    /// The path of custom views and containers to the view, as a report spells
    /// it, with the member: `Spinner/ZStack[1].isAnimating`. Modifier levels
    /// are left out.
    package var description: String {
        var names: [String] = []
        for level in levels.reversed() {
            let name = ViewPath.name(of: level.type)
            guard name != "ModifiedContent", level.type != AttachedContent.self else { continue }
            if let id = level.id { names.append("\(name)[id: \(id.base)]") }
            else { names.append(level.index.map { "\(name)[\($0)]" } ?? name) }
        }
        let path = names.joined(separator: "/")
        let property = member.hasPrefix("_") ? String(member.dropFirst()) : member
        return property.isEmpty ? path : path + "." + property
    }
}
