/// A view that computes views on demand from a collection of identified data.
///
/// ```swift
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ForEach(items) { item in Text(item.name) }
/// ForEach(names, id: \.self) { Text($0) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The data.
    public var data: Data
    /// The view for each element.
    public var content: (Data.Element) -> Content
    /// Each element's identity: the implicit tag of its view, as in SwiftUI.
    let identity: (Data.Element) -> AnyHashable

    /// Creates views for identified data, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0[keyPath: id]) }
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var out: [LayoutNode] = []
        for (i, element) in data.enumerated() { out += try context.lower(content(element), index: i) }
        return out
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for `Identifiable` data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0.id) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0) }
    }
}
