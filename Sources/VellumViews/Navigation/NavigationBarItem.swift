/// Navigation bar items.
public enum NavigationBarItem {
    /// How a navigation title is displayed.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's default: a large title at the root of a navigation stack.
        case automatic
        /// The title centred in the bar row, in the headline font.
        case inline
        /// A large title below the bar row.
        case large
    }
}
