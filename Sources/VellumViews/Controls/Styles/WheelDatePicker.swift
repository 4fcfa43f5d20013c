import Foundation
import VellumLayout

/// Wheels as UIDatePicker draws them: columns of values, the selected row
/// on a grey rounded band, the rows above and below fading out.
struct WheelDatePicker: PrimitiveView {
    let configuration: DatePickerStyleConfiguration

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let wheels = WheelColumns(columns: Self.columns(configuration.selection, configuration.displayedComponents))
        if context.environment.labelsHidden { return try context.lower(wheels) }
        return try context.lower(HStack { configuration.label; wheels })
    }

    /// The columns' values: the selected one in the middle, two either side.
    static func columns(_ date: Date, _ c: DatePickerComponents) -> [[String]] {
        let cal = DatePickerFormat.calendar
        func around(_ unit: Calendar.Component, _ format: String) -> [String] {
            (-2...2).map { DatePickerFormat.string(cal.date(byAdding: unit, value: $0, to: date) ?? date, format) }
        }
        var out: [[String]] = []
        if c.contains(.date) { out += [around(.month, "MMMM"), around(.day, "d"), around(.year, "yyyy")] }
        if c.contains(.hourAndMinute) {
            out += [around(.hour, "h"), around(.minute, "mm")]
            let pm = cal.component(.hour, from: date) >= 12
            out.append(pm ? ["", "AM", "PM", "", ""] : ["", "", "AM", "PM", ""])
        }
        return out
    }
}

/// The wheel columns over the selection band.
nonisolated struct WheelColumns: View {
    let columns: [[String]]
    var body: some View {
        HStack(spacing: 16) {
            ForEach(0..<columns.count) { c in
                VStack(spacing: 0) {
                    ForEach(0..<5) { r in
                        Text(verbatim: columns[c][r])
                            .font(.system(size: r == 2 ? 22 : 20))
                            .foregroundStyle(r == 2 ? AnyShapeStyle(HierarchicalShapeStyle.primary)
                                                    : AnyShapeStyle(HierarchicalShapeStyle.tertiary))
                            .frame(height: ControlMetrics.wheelRow)
                    }
                }
                .fixedSize()
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: ControlMetrics.wheelHeight)
        .background {
            RoundedRectangle(cornerRadius: ControlMetrics.wheelSelectionCornerRadius)
                .fill(SystemFillStyle()).frame(height: ControlMetrics.wheelRow)
        }
    }
}
