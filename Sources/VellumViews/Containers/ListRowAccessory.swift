import Foundation
import VellumLayout

/// A control drawn as a list cell's accessory (a switch, a stepper's pill):
/// in a list it may reach into its row's vertical insets, as UIKit centres
/// a cell's accessory view, so a row holding a 31 pt switch stays 44 pt tall
/// (measured in iOS 18 snapshots: docs/reference/fidelity-real-pngs.md,
/// Toggle and Stepper). Outside a list, and in iOS 26's lists (where a
/// switch row is 57 pt), it is laid out at its own height.
struct ListRowAccessory: PrimitiveModifier {
    /// The control's drawn height.
    let height: CGFloat
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let metrics = context.environment.listMetrics
        guard context.environment.isInList, metrics.accessoriesReachIntoPadding else { return try context.lower(content) }
        let inset = metrics.rowVerticalInset
        // Laid out shorter by both insets; drawn whole, centred on the same line.
        return try context.lower(AnyView(erasing: content).frame(height: Swift.max(0, height - 2 * inset)))
    }
}
