/// Content for a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s and spacers,
/// or a type of your own whose `body` composes them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///     }
/// }
/// ```
public protocol ToolbarContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ToolbarContent
    /// The composition of this content.
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar before it is lowered: where it goes and its views.
package struct ToolbarElement {
    /// Where the item goes.
    package var placement: ToolbarItemPlacement
    /// The item's views; a group's are its top-level views, side by side.
    package var views: [any View]
    /// A `ToolbarSpacer`'s sizing, or nil for an item.
    package var spacer: SpacerSizing?
    /// Whether the item shares its group's glass (iOS 26; `.hidden`: it stands alone on none).
    package var sharedBackground: Visibility = .automatic
    /// The system item a `DefaultToolbarItem` places here, or nil for an item of views.
    package var defaultKind: ToolbarDefaultItemKind?
}

/// Toolbar content Vellum reads itself rather than through `body`.
package protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    /// The items, in order; nested custom content is read in `environment`.
    func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement]
}

extension PrimitiveToolbarContent {
    /// Primitive toolbar content has no body; Vellum reads its elements.
    public var body: Never { preconditionFailure("\(Self.self) is read by Vellum, not through body: Never") }
}

package enum ToolbarElements {
    /// The items of `content`, in order; custom content is read through its
    /// `body`, evaluated in `environment` (so its `@Environment` values resolve).
    package static func of(_ content: any ToolbarContent, in environment: EnvironmentValues) -> [ToolbarElement] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarElements(in: environment) }
        return opened(content, environment)
    }

    private static func opened<C: ToolbarContent>(_ content: C, _ environment: EnvironmentValues) -> [ToolbarElement] {
        let body = EnvironmentValues.$current.withValue(environment) { content.body }
        return of(body, in: environment)
    }
}
