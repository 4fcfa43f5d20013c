// UIKit's element colours that SystemPalette did not need before `UIColor`,
// iOS 17/18 values, light and dark. Sources, all agreeing unless noted:
// swiftui-facts §3.1 (gray levels, HIG 2023) and §3.3 (backgrounds, separators);
// Flutter's CupertinoColors (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart,
// each entry documented as the UIColor it is equivalent to); a UIKit re-implementation's
// dynamic colour table (public source; search for "FIXED(placeholderTextColor").
import VellumCore

extension SystemPalette {
    static let gray2: Pair = (RGBAColor(174, 174, 178), RGBAColor(99, 99, 102))
    static let gray3: Pair = (RGBAColor(199, 199, 204), RGBAColor(72, 72, 74))
    /// The same values as secondarySystemBackground in every source.
    static let gray6: Pair = secondarySystemBackground
    static let systemBackground: Pair = (backgroundLight, backgroundDark)
    static let tertiarySystemBackground: Pair = (RGBAColor(255, 255, 255), RGBAColor(44, 44, 46))
    static let systemGroupedBackground: Pair = (RGBAColor(242, 242, 247), RGBAColor(0, 0, 0))
    static let secondarySystemGroupedBackground: Pair = (RGBAColor(255, 255, 255), RGBAColor(28, 28, 30))
    static let tertiarySystemGroupedBackground: Pair = (RGBAColor(242, 242, 247), RGBAColor(44, 44, 46))
    static let opaqueSeparator: Pair = (RGBAColor(198, 198, 200), RGBAColor(56, 56, 58))
    static let secondarySystemFill: Pair = (RGBAColor(120, 120, 128, 0.16), RGBAColor(120, 120, 128, 0.32))
    /// Dark 118,118,128 @0.18 as Flutter and the re-implementation give it
    /// (swiftui-facts §3.2 has 116,116,128 from OpenSwiftUI, marked unverified).
    static let quaternarySystemFill: Pair = (RGBAColor(116, 116, 128, 0.08), RGBAColor(118, 118, 128, 0.18))
    /// Dark 9,132,255 as Flutter gives it (the re-implementation uses systemBlue, 10,132,255).
    static let link: Pair = (RGBAColor(0, 122, 255), RGBAColor(9, 132, 255))
    /// The same values as tertiaryLabel in every source.
    static let placeholderText: Pair = ForegroundResolution.labelColors[2]
}
