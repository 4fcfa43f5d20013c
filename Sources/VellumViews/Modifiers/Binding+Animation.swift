extension Binding {
    /// The binding, with changes through it animated, as in SwiftUI. A picture
    /// shows the state at rest, so the binding is returned as it is.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showDetails.animation(.easeInOut))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The binding, with changes through it made in a transaction: returned as it is.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showDetails.transaction(Transaction(animation: .spring)))
    /// ```
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
