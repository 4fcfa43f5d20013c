/// Control metrics (swiftui-facts §7; unmeasured values chosen here, in one place).
enum ControlMetrics {
    /// `.roundedBorder` corner radius (❓, UIKit's approximation).
    static let textFieldCornerRadius: CGFloat = 5
    /// `.roundedBorder` horizontal text inset (❓).
    static let textFieldHorizontalInset: CGFloat = 7
    /// `.roundedBorder` vertical inset: a 17 pt field is 34 pt tall (❓).
    static let textFieldVerticalInset: CGFloat = 6.833
    /// Label icon-to-title spacing at body size (⚠️ measured on iOS 26).
    static let labelSpacing: CGFloat = 8
    /// Bordered button insets and corner radius (❓).
    static let borderedHorizontal: CGFloat = 12
    static let borderedVertical: CGFloat = 7
    static let borderedCornerRadius: CGFloat = 6
    /// The switch of a Toggle (UISwitch): 51 × 31, knob 27.
    static let switchSize = CGSize(width: 51, height: 31)
    static let knob: CGFloat = 27
}
