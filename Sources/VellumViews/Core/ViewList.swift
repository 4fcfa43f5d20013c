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
extension ForEach: ViewListContainer { package var listElements: [any View] { data.map { content($0) } } }
