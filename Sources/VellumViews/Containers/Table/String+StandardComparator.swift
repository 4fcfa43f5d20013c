import Foundation

#if !canImport(Darwin)
extension String.StandardComparator {
    /// Compares strings as the Finder sorts names, as on Apple's platforms. The
    /// Foundation of Linux has only `.lexical`; a table column only needs the
    /// comparator as a key, so `.localizedStandard` is that comparator here.
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// Compares strings by the current locale, as on Apple's platforms; `.lexical` here.
    public static var localized: String.StandardComparator { .lexical }
}
#endif
