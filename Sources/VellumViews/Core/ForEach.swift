import VellumLayout

/// A view that computes views on demand from a collection of identified data.
///
/// ```swift
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ForEach(items) { item in Text(item.name) }
/// ForEach(names, id: \.self) { Text($0) }
/// ```
///
/// `Content` is unconstrained so that other content languages (Swift Charts'
/// `ChartContent`) can use `ForEach` too; it is a view when its content is.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The data.
    public var data: Data
    /// The content for each element.
    public var content: (Data.Element) -> Content
    /// Each element's identity: the implicit tag of its view, as in SwiftUI.
    package let identity: (Data.Element) -> AnyHashable
    /// Whether each element is its own identity (`identity` wraps the
    /// element itself): a range's, or data identified by `\.self`.
    package var identifiesByElement = false

    /// Creates a ForEach from its parts (for other content languages).
    package init(data: Data, content: @escaping (Data.Element) -> Content, identity: @escaping (Data.Element) -> AnyHashable) {
        self.data = data; self.content = content; self.identity = identity
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Creates views for identified data, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0[keyPath: id]) }
        identifiesByElement = id == \Data.Element.self
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        if context.lowersLazily {
            // In a lazy container: each row is made when the layout asks for it.
            var eager = context
            eager.lowersLazily = false
            let data = data, content = content, each = self
            return [.lazyRun(LazyChildren(count: data.count) { i in
                let element = data[data.index(data.startIndex, offsetBy: i)]
                return try eager.lower(content(element), index: i, id: each.explicitIdentity(of: element))
            })]
        }
        if let range = integerRange {
            // A range of integers is walked as one, not through the generic
            // `Collection` of an unknown data type.
            var out: [LayoutNode] = []
            out.reserveCapacity(range.count)
            for (i, n) in range.enumerated() {
                // `Data` is `Range<Int>`: its element is an `Int`.
                let element = unsafeBitCast(n, to: Data.Element.self)
                let id = identifiesByElement ? ExplicitIdentity(integer: n) : ExplicitIdentity(identity(element))
                Self.move(try context.lower(typed: content(element), index: i, id: id), to: &out)
            }
            return out
        }
        var out: [LayoutNode] = []
        out.reserveCapacity(data.count)
        var i = 0
        for element in data {
            Self.move(try context.lower(typed: content(element), index: i, id: explicitIdentity(of: element)), to: &out)
            i += 1
        }
        return out
    }

    /// Appends an element's nodes to `out`; a single node (what an element
    /// mostly lowers to) is moved, not copied out of an array about to be freed.
    private static func move(_ nodes: consuming [LayoutNode], to out: inout [LayoutNode]) {
        if nodes.count == 1 { out.append(nodes.removeLast()) } else { out.append(contentsOf: nodes) }
    }

    /// The data as a range of integers, when it is one.
    private var integerRange: Range<Int>? {
        guard Data.self == Range<Int>.self else { return nil }
        return unsafeBitCast(data, to: Range<Int>.self)
    }

    /// The explicit identity of `element`'s view: an integer element that is
    /// its own identity is kept as the integer (see `ExplicitIdentity`).
    private func explicitIdentity(of element: Data.Element) -> ExplicitIdentity {
        if identifiesByElement, Data.Element.self == Int.self {
            return ExplicitIdentity(integer: unsafeBitCast(element, to: Int.self))
        }
        return ExplicitIdentity(identity(element))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views for `Identifiable` data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0.id) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content; identity = { AnyHashable($0) }
        identifiesByElement = true
    }
}
