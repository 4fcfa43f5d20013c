import Foundation
import VellumCore

/// Control metrics (swiftui-facts §7; unmeasured values chosen here, in one place).
enum ControlMetrics {
    /// `.roundedBorder` corner radius (❓, UIKit's approximation).
    static let textFieldCornerRadius: CGFloat = 5
    /// `.roundedBorder` horizontal text inset (❓).
    static let textFieldHorizontalInset: CGFloat = 7
    /// `.roundedBorder` vertical inset. Measured: a 19 pt field is 34 pt tall,
    /// its baseline 23.67 pt below its top (iOS 18; docs/reference/fidelity-real-pngs.md).
    static let textFieldVerticalInset: CGFloat = 5.5
    /// `.roundedBorder` border in light mode. Measured: (204,204,204), one pixel.
    static let textFieldBorderLight = RGBAColor(204, 204, 204)
    /// Label icon-to-title spacing at body size (⚠️ measured on iOS 26).
    static let labelSpacing: CGFloat = 8
    /// Bordered button insets (❓) and corner radius (measured, iOS 18: 8 pt,
    /// docs/reference/fidelity-real-pngs.md, Buttons).
    static let borderedHorizontal: CGFloat = 12
    static let borderedVertical: CGFloat = 7
    static let borderedCornerRadius: CGFloat = 8
    /// The switch of a Toggle (UISwitch): 51 × 31, knob 27.
    static let switchSize = CGSize(width: 51, height: 31)
    /// A switch is laid out 2 pt narrower than drawn, reaching past its
    /// frame on the trailing side (measured in iOS 18 snapshots: a
    /// labels-hidden Toggle fits 49 × 31; in a list row its ink ends 18 pt
    /// from the card's edge, not 20).
    static let knob: CGFloat = 27
    /// A switch's metrics in one platform look.
    struct Switch {
        /// The track's size.
        let size: CGSize
        /// The knob's size (a circle in iOS 18, a capsule in iOS 26).
        let knob: CGSize
        /// The off track's fill.
        let offTrack: SystemPalette.Pair

        /// The switch of `look`.
        static func of(_ look: PlatformLook) -> Switch {
            switch look {
            case .iOS18: Switch(size: switchSize, knob: CGSize(width: ControlMetrics.knob, height: ControlMetrics.knob), offTrack: SystemPalette.secondarySystemFill)
            // Measured (docs/reference/ios26-real-pngs.md, Toggle): a 63 × 28 track, a 37 × 24 knob
            // inset 2 pt, the off track (199,199,201) on white and (88,88,92) on the dark card.
            case .iOS26: Switch(size: CGSize(width: 63, height: 28), knob: CGSize(width: 37, height: 24),
                                offTrack: (RGBAColor(120, 120, 128, 0.42), RGBAColor(120, 120, 128, 0.66)))
            }
        }
    }

    /// A segmented picker's height at the default text size (measured, iOS 17/18: 32 pt, the
    /// selected segment inset 2 pt).
    static let segmentedHeight: CGFloat = 32

    /// A bordered button's metrics for a control size. Regular is the value
    /// above; the others are chosen to look like iOS 17 (❓ unmeasured).
    struct Bordered {
        var horizontal: CGFloat
        let vertical: CGFloat
        let cornerRadius: CGFloat
        /// The label's font when none is set (nil: the body font).
        let font: Font?
        /// Whether the automatic border shape is a capsule (small and mini, as iOS 17 and 18 draw them).
        var isCapsule = false
    }

    static func bordered(_ size: ControlSize) -> Bordered {
        switch size {
        case .mini: Bordered(horizontal: 8, vertical: 3, cornerRadius: 5, font: .caption, isCapsule: true)  // ❓
        // Measured (iOS 18): a capsule 28 pt tall around a 15 pt label, about 10 pt across.
        case .small: Bordered(horizontal: 10, vertical: 5, cornerRadius: 5, font: .subheadline, isCapsule: true)
        case .regular: Bordered(horizontal: borderedHorizontal, vertical: borderedVertical, cornerRadius: borderedCornerRadius, font: nil)
        // Measured: 49.5 pt tall with medium-size body text (real iOS 17 PNGs, issue 31); 49.1 here.
        case .large: Bordered(horizontal: 20, vertical: 15, cornerRadius: 12, font: nil)
        case .extraLarge: Bordered(horizontal: 24, vertical: 17, cornerRadius: 14, font: nil)           // ❓
        }
    }

    /// The compact date picker's pills (❓ chosen to look like iOS 17).
    static let datePillHorizontal: CGFloat = 11
    static let datePillVertical: CGFloat = 6
    static let datePillCornerRadius: CGFloat = 6

    /// The graphical date picker: a day cell of the month grid (❓ about UIKit's
    /// inline calendar on a 393-pt screen), the header row and weekday row heights.
    static let calendarCell = CGSize(width: 44, height: 44)
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarWeekdayHeight: CGFloat = 24
    /// The selected day's circle (❓).
    static let calendarSelection: CGFloat = 40

    /// The wheel picker: UIPickerView's 216-pt height and its row pitch (⚠️ UIKit's
    /// long-standing default height; ❓ the 34-pt row pitch).
    static let wheelHeight: CGFloat = 216
    static let wheelRow: CGFloat = 34
    static let wheelSelectionCornerRadius: CGFloat = 8

    /// Gauge metrics (❓ chosen to look like iOS 17): the linear capacity bar's
    /// height, the accessory ring's diameter and stroke, the accessory line.
    static let gaugeBarHeight: CGFloat = 8
    static let gaugeRing: CGFloat = 58
    static let gaugeRingStroke: CGFloat = 6
    static let gaugeLine: CGFloat = 4
    static let gaugeMarker: CGFloat = 8

    /// The colour well of a ColorPicker (❓): its diameter and ring width.
    static let colorWell: CGFloat = 28
    static let colorWellRing: CGFloat = 3

    /// TextEditor's text insets: UITextView's default `textContainerInset`
    /// (8 top and bottom) and `lineFragmentPadding` (5) (✅ UIKit documentation).
    static let textEditorVertical: CGFloat = 8
    static let textEditorHorizontal: CGFloat = 5
}
