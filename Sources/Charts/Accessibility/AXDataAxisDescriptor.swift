import VellumViews

/// An axis of an accessible chart (Audio Graphs): `AXNumericDataAxisDescriptor`
/// or `AXCategoricalDataAxisDescriptor`. A picture has no audio graph: Vellum
/// keeps the description and draws nothing from it.
public protocol AXDataAxisDescriptor: AnyObject {
    /// The title of the axis.
    var title: String { get set }
}
