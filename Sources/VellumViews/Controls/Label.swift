/// A standard label: an icon beside a title.
///
/// ```swift
/// Label("Primary", systemImage: "1.square.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View { LabelBody(title: title, icon: icon) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey); icon = Image(systemName: name)
    }
    /// A label with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title); icon = Image(systemName: name)
    }
    /// A label with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey); icon = Image(name)
    }
}

/// Lays out a label according to the label style in the environment.
struct LabelBody<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        switch context.environment.labelStyleKind {
        case .titleOnly: return try context.lower(title)
        case .iconOnly: return try context.lower(icon)
        case .iconAboveTitle:
            // Tab bar items: a 25-pt-class icon over a caption title.
            return try context.lower(VStack(spacing: 2) { icon.font(.system(size: 20)); title })
        case .automatic, .titleAndIcon:
            // Centred: a symbol's middle is the cap-height middle of text of its
            // size, which is the middle of the text's line box, and an icon of
            // any other size centres on the title as it does in SwiftUI.
            return try context.lower(HStack(alignment: .center, spacing: ControlMetrics.labelSpacing) { icon; title })
        }
    }
}
