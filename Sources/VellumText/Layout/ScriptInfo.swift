internal import CHarfBuzz

/// The Unicode script of characters and its writing direction, from HarfBuzz's
/// built-in Unicode tables (no ICU).
struct ScriptInfo: Hashable, Sendable {
    /// The HarfBuzz script tag.
    var tag: UInt32

    /// The script of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        tag = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    private init(tag: UInt32) { self.tag = tag }

    /// Common: digits, punctuation and spaces shared by all scripts.
    static let common = ScriptInfo(tag: HB_SCRIPT_COMMON.rawValue)

    /// Whether the script takes its neighbours' script (Common, Inherited, Unknown).
    var isNeutral: Bool {
        tag == HB_SCRIPT_COMMON.rawValue || tag == HB_SCRIPT_INHERITED.rawValue
            || tag == HB_SCRIPT_UNKNOWN.rawValue
    }

    /// Whether the script is written right to left (Hebrew, Arabic, Syriac, …).
    var isRightToLeft: Bool {
        hb_script_get_horizontal_direction(hb_script_t(rawValue: tag)) == HB_DIRECTION_RTL
    }
}
