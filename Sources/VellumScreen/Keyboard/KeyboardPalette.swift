import VellumCore

/// The colours of the keyboard device chrome draws, in a colour scheme and a platform look.
struct KeyboardPalette {
    /// The panel behind the keys, a letter key, a modifier key, a caption, the prominent return key.
    let panel, key, special, caption, accent: RGBAColor
    /// The keys' shadow: none in iOS 26.
    let shadow: RGBAColor?

    /// The colours of a dark keyboard, or of a light one, in iOS 18's look
    /// or iOS 26's. iOS 26 (divvun/giellakbd-ios #264, comparing iOS 26 and
    /// 18 screenshots): the modifier keys are no longer a different colour,
    /// the keys cast no shadow, the background is a different colour; the
    /// panel is translucent (flutter/flutter #179482). Its colours are ❓
    /// assumed: a light glass grey (a darker grey in dark mode) a little
    /// see-through, keys white (a lighter grey).
    init(dark: Bool, look: PlatformLook = .iOS18) {
        caption = dark ? .white : .black
        accent = dark ? RGBAColor(10, 132, 255) : RGBAColor(0, 122, 255)
        if look == .iOS26 {
            panel = dark ? RGBAColor(38, 38, 40, 0.94) : RGBAColor(226, 227, 232, 0.94)
            key = dark ? RGBAColor(92, 92, 96) : .white
            special = key
            shadow = nil
        } else {
            panel = dark ? RGBAColor(43, 43, 43) : RGBAColor(209, 211, 217)
            key = dark ? RGBAColor(108, 108, 108) : .white
            special = dark ? RGBAColor(70, 70, 70) : RGBAColor(171, 176, 186)
            shadow = dark ? RGBAColor(0, 0, 0, 0.5) : RGBAColor(137, 138, 141)
        }
    }
}
