/// The modifier Xcode's previews wrap around views they can select
/// (`_IdentifiedModifier<__DesignTimeSelectionIdentifier>`), which code
/// written for debug builds names; it draws its content as it is.
public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
    /// The identifier of the view.
    public var identifier: Identifier
    /// A modifier with an identifier.
    public init(identifier: Identifier) { self.identifier = identifier }
    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}

/// The identifier Xcode's previews give a selectable view.
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    /// The identifier.
    public let identifier: String
    /// An identifier.
    public init(_ identifier: String) { self.identifier = identifier }
}
