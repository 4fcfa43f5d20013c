import VellumViews

/// A categorical axis of an accessible chart.
///
/// ```swift
/// AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"])
/// ```
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The title of the axis.
    public var title: String
    /// The categories, in order.
    public var categoryOrder: [String]

    /// An axis titled `title` with `categoryOrder`.
    public init(title: String, categoryOrder: [String]) {
        self.title = title; self.categoryOrder = categoryOrder
    }
}
