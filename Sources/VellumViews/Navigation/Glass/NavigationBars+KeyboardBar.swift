import Foundation
import VellumLayout

extension NavigationBars {
    /// iOS 26's toolbar above the keyboard: no bar behind the items, which
    /// sit on glass as the navigation bar's do (each run between spacers on
    /// one 44 pt capsule, 16 pt from the screen's sides),
    /// `GlassBarMetrics.keyboardBarGap` above the keyboard's rounded top.
    func floatingKeyboardBar(_ items: [LayoutNode]) throws -> LayoutNode {
        let row = LoweredNodes(nodes: [try barRow(items, [], [], height: GlassBarMetrics.buttonHeight, name: "KeyboardToolbar",
                                                  glass: GlassBarMetrics.symbolPadding)])
        return try context.lowerOne(row.padding(.bottom, GlassBarMetrics.keyboardBarGap))
    }
}
