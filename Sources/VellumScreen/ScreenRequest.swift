import VellumCore
import VellumViews

/// What a picture's views asked of the screen while they were lowered: the
/// colour scheme, the presentation over it, the keyboard of the field being
/// edited and the direction the screen is laid out in.
package struct ScreenRequest: Sendable {
    /// The colour scheme it was lowered in: the renderer's, or the one the view prefers.
    package var colorScheme: ColorScheme
    /// The presentation to draw over the screen, if any.
    package var presentation: Presentation?
    /// The keyboard the field being edited asks for (the standard keyboard when none asked).
    package var keyboard: KeyboardRequest
    /// The direction the screen as a whole is laid out in (the status bar follows it).
    package var layoutDirection: LayoutDirection

    /// A request.
    package init(colorScheme: ColorScheme, presentation: Presentation? = nil, keyboard: KeyboardRequest = KeyboardRequest(),
                 layoutDirection: LayoutDirection = .leftToRight) {
        self.colorScheme = colorScheme
        self.presentation = presentation
        self.keyboard = keyboard
        self.layoutDirection = layoutDirection
    }
}
