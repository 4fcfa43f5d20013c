import VellumLayout

/// A view with a tag: the value a `Picker` or `TabView` selection picks it by.
/// Lowered as its content.
struct TaggedView<Content: View>: PrimitiveView, TaggedViewProtocol {
    let content: Content
    let tag: AnyHashable

    var taggedContent: any View { content }

    func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
}

/// A tagged view, whatever its content: inspectors of a view's modifiers look
/// through it (`tag(_:)` may sit anywhere in a chain of modifiers).
package protocol TaggedViewProtocol {
    var tag: AnyHashable { get }
    var taggedContent: any View { get }
}

/// A view made of a view and a modifier: a tag on the view is the whole
/// chain's (`content.tag(id).blur(radius: 2)` is tagged `id`), as SwiftUI's
/// tag trait passes through modifiers.
protocol ModifiedContentProtocol {
    var modifiedView: Any { get }
}

extension ModifiedContent: ModifiedContentProtocol {
    var modifiedView: Any { content }
}

extension TagMatch {
    /// The tag of `view`, or of the view a chain of modifiers wraps.
    static func tag(of view: Any) -> AnyHashable? {
        var current = view
        while true {
            if let tagged = current as? any TaggedViewProtocol { return tagged.tag }
            if let tab = current as? any TabEntry { return tab.tabTag }
            guard let modified = current as? any ModifiedContentProtocol else { return nil }
            current = modified.modifiedView
        }
    }
}

/// Finds the view of a list whose tag is a selection, as SwiftUI matches them.
enum TagMatch {
    /// The index of the tag in `tags` that equals `selection` (an optional
    /// selection matches the tag it wraps). Nil when nothing is tagged: the
    /// caller then shows its first view.
    static func index(of selection: Any, in tags: [AnyHashable?]) -> Int?? {
        guard tags.contains(where: { $0 != nil }) else { return nil }
        let wanted = unwrapped(selection)
        return .some(tags.firstIndex { tag in
            guard let tag else { return false }
            return tag == wanted || unwrapped(tag.base) == wanted
        })
    }

    /// `value` as an `AnyHashable`, with one level of `Optional` removed.
    private static func unwrapped(_ value: Any) -> AnyHashable {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let child = mirror.children.first, let inner = child.value as? AnyHashable {
            return inner
        }
        return (value as? AnyHashable) ?? AnyHashable(String(describing: value))
    }
}
