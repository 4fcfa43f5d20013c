/// The kind of device an interface is for, as UIKit names it (see `UIColor`
/// for why UIKit names live in Vellum).
///
/// ```swift
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1
/// ```
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac running Mac Catalyst.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
