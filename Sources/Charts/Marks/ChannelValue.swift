import VellumViews
import Foundation

/// One plotted value of a mark on one axis, with its dimension label and date unit.
package struct ChannelValue {
    package var value: PlotValue
    package var label: String
    package var unit: Calendar.Component?

    package init<V: Plottable>(_ plottable: PlottableValue<V>) {
        value = plottable.plotted; label = plottable.label; unit = plottable.unit
    }
}
