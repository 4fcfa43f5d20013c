/// The top-level views of a view: the previews of a `PreviewProvider`, the
/// tabs of a `TabView`, the options of a `Picker`.
package enum ViewList {
    /// The top-level views of `view`: the elements of a tuple, group or
    /// ForEach, flattened.
    package static func views(of view: any View) -> [any View] {
        if let list = view as? any ViewListContainer { return list.listElements.flatMap(views(of:)) }
        return [view]
    }
}

/// A view made of several top-level views.
package protocol ViewListContainer { var listElements: [any View] { get } }

extension TupleView: ViewListContainer { package var listElements: [any View] { elements } }
extension Group: ViewListContainer { package var listElements: [any View] { [content] } }
extension ForEach: ViewListContainer where Content: View { package var listElements: [any View] { data.map { content($0) } } }

/// A view list whose elements carry implicit tags (a `ForEach`'s element identities).
protocol ImplicitlyTaggedList {
    var taggedElements: [(view: any View, tag: AnyHashable)] { get }
}

extension ForEach: ImplicitlyTaggedList where Content: View {
    var taggedElements: [(view: any View, tag: AnyHashable)] { data.map { (content($0), identity($0)) } }
}

extension ViewList {
    /// The top-level views of `view` with their tags: a `tag(_:)`, else the
    /// identity of the `ForEach` element they come from, as SwiftUI tags them.
    static func tagged(of view: any View) -> [(view: any View, tag: AnyHashable?)] {
        if let list = view as? any ImplicitlyTaggedList {
            return list.taggedElements.flatMap { element in
                tagged(of: element.view).map { ($0.view, $0.tag ?? element.tag) }
            }
        }
        if let list = view as? any ViewListContainer { return list.listElements.flatMap(tagged(of:)) }
        return [(view, TagMatch.tag(of: view))]
    }
}
