import VellumCore

/// The colours of the keyboard device chrome draws, in a colour scheme.
struct KeyboardPalette {
    /// The panel behind the keys, a letter key, a modifier key, the keys' shadow, a caption, the prominent return key.
    let panel, key, special, shadow, caption, accent: RGBAColor

    /// The colours of a dark keyboard, or of a light one.
    init(dark: Bool) {
        panel = dark ? RGBAColor(43, 43, 43) : RGBAColor(209, 211, 217)
        key = dark ? RGBAColor(108, 108, 108) : .white
        special = dark ? RGBAColor(70, 70, 70) : RGBAColor(171, 176, 186)
        shadow = dark ? RGBAColor(0, 0, 0, 0.5) : RGBAColor(137, 138, 141)
        caption = dark ? .white : .black
        accent = dark ? RGBAColor(10, 132, 255) : RGBAColor(0, 122, 255)
    }
}
