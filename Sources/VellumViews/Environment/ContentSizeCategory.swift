/// The sizes you can specify for content, as SwiftUI's `ContentSizeCategory`
/// (deprecated there in favour of ``DynamicTypeSize``, and still common in
/// code): each category is one Dynamic Type size.
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// var isLarge: Bool { sizeCategory >= .accessibilityMedium }
///
/// Row().environment(\.sizeCategory, .extraExtraLarge)
/// ```
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    /// A size for text that is smaller than small.
    case extraSmall
    /// A small size for text.
    case small
    /// A medium size for text.
    case medium
    /// A large size for text: the default.
    case large
    /// A size for text that is larger than large.
    case extraLarge
    /// A size for text that is larger than extra large.
    case extraExtraLarge
    /// The largest size for text outside the accessibility sizes.
    case extraExtraExtraLarge
    /// A medium size for text that improves accessibility.
    case accessibilityMedium
    /// A large size for text that improves accessibility.
    case accessibilityLarge
    /// A larger size for text that improves accessibility.
    case accessibilityExtraLarge
    /// An even larger size for text that improves accessibility.
    case accessibilityExtraExtraLarge
    /// The largest size for text that improves accessibility.
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.index]
    }

    /// The Dynamic Type size of this category.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init?(_ sizeCategory: ContentSizeCategory) {
        self = sizeCategory.dynamicTypeSize
    }
}

extension EnvironmentValues {
    /// The content size category: the ``dynamicTypeSize`` under its older
    /// name; setting one sets the other.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
