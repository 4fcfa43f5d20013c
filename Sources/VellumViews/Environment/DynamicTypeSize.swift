/// A Dynamic Type size, which specifies how large scalable content should be,
/// as SwiftUI's `DynamicTypeSize`: seven standard sizes (``large`` is the
/// default) and five larger accessibility sizes.
///
/// Text styles (`.body`, `.title`, …) take their point size from it, as
/// `@ScaledMetric` values and the SF Symbols drawn with them do; a
/// `Font.system(size:)` keeps its size. The sizes of every style at every
/// Dynamic Type size are Apple's (docs/reference/dynamic-type.md).
///
/// ```swift
/// SettingsScreen().dynamicTypeSize(.accessibility3)
/// Text("Caption").dynamicTypeSize(...DynamicTypeSize.xxxLarge)   // never an accessibility size
///
/// struct Row: View {
///     @Environment(\.dynamicTypeSize) private var size
///     var body: some View {
///         if size.isAccessibilitySize { VStack { Text("Name"); Text("Ada") } } else { HStack { Text("Name"); Text("Ada") } }
///     }
/// }
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size: the largest standard size.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// The second accessibility size (AX2).
    case accessibility2
    /// The third accessibility size (AX3).
    case accessibility3
    /// The fourth accessibility size (AX4).
    case accessibility4
    /// The fifth accessibility size (AX5): the largest size.
    case accessibility5

    /// Whether the size is one of the five larger accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's place in ``allCases``: 0 for ``xSmall`` … 11 for ``accessibility5``.
    package var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The name SwiftUI gives the case (`xSmall`, `accessibility3`), for file names and flags.
    package var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// The size named `name` (as ``name``, case-insensitive; `AX1`…`AX5` too), or nil.
    package init?(name: String) {
        let key = name.lowercased()
        if key.hasPrefix("ax"), let n = Int(key.dropFirst(2)), (1...5).contains(n) {
            self = Self.allCases[6 + n]; return
        }
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == key }) else { return nil }
        self = match
    }

    /// The size kept within `range`: itself when the range holds it, else the
    /// nearest size the range holds (the size unchanged for an empty range).
    package func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = Self.allCases.filter { range.contains($0) }
        guard let first = allowed.first, let last = allowed.last else { return self }
        if range.contains(self) { return self }
        return self < first ? first : last
    }

    /// The ordering of the cases: smaller sizes first.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}
