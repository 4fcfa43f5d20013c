/// Toolbar content that can be customised: toolbar items, groups and spacers,
/// and what their modifiers return.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarLeading) { AppIconBadge() }
///         .sharedBackgroundVisibility(.hidden)
/// }
/// ```
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension ToolbarSpacer: CustomizableToolbarContent {}

nonisolated extension CustomizableToolbarContent {
    /// Whether the item shares the glass background iOS 26 gives the items
    /// of a bar's group (`.hidden`: the item stands alone, on no glass, and
    /// splits the group it was in). iOS 18 draws no such background, so the
    /// item looks the same there.
    ///
    /// ```swift
    /// ToolbarItem(placement: .principal) { BuildStatus() }
    ///     .sharedBackgroundVisibility(.hidden)
    /// ```
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        SharedBackgroundToolbarContent(content: self, visibility: visibility)
    }
}

/// Toolbar content whose items share, or do not share, the bar's glass.
struct SharedBackgroundToolbarContent<Content: ToolbarContent>: PrimitiveToolbarContent, CustomizableToolbarContent {
    let content: Content
    let visibility: Visibility

    func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        ToolbarElements.of(content, in: environment).map { element in
            var element = element
            element.sharedBackground = visibility
            return element
        }
    }
}
