import VellumCore

extension ForEach: AccessibilityRotorContent, PrimitiveRotorContent where Content: AccessibilityRotorContent {
    /// Creates rotor entries for identified data, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0[keyPath: id]) })
    }

    package func rotorEntries(in environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry] {
        data.flatMap { RotorEntries.of(content($0), in: environment) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: AccessibilityRotorContent {
    /// Creates rotor entries for `Identifiable` data.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0.id) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
    /// Creates rotor entries for a constant range.
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0) })
    }
}
