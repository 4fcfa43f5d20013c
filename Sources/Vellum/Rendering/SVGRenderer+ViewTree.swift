import Foundation

extension SVGRenderer {
    /// The views of the settled picture as text: one view per line, indented
    /// by depth, each modifier a line around what it modifies, with what
    /// changes the picture (colours, fonts, text, sizes) and the frame it was
    /// given, in points from the canvas's top-left corner.
    ///
    /// The same views give the same text, so it can be read in a pull
    /// request or compared as text; a change shows as changed lines.
    ///
    /// ```swift
    /// let tree = try SVGRenderer(content: LoginView(), device: .iPhone15Pro).viewTree()
    /// // padding insets=16 frame=(0, 334.667, 393, 207.333)
    /// //   VStack frame=(16, 350.667, 361, 175.333)
    /// //     Text "Log in" font=17/semibold fg=#FFFFFF frame=(173.333, 453.667, 46.667, 20.333)
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault, as ``svg()`` does.
    public func viewTree() throws -> String {
        let settings = self.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).viewTree(content) }
    }
}
