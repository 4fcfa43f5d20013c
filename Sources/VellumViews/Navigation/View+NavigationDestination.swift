nonisolated extension View {
    /// Associates a destination view with a presented data type, for
    /// `NavigationLink(value:)` and `NavigationStack(path:)`.
    ///
    /// A stack whose path ends with a value of `data` is drawn showing this
    /// destination for it, with a back button.
    ///
    /// ```swift
    /// List(parks) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier { $0.register(data, destination) })
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true.
    ///
    /// ```swift
    /// ContentView()
    ///     .navigationDestination(isPresented: $showDetails) { DetailView() }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(NavigationDestinationModifier { if let view { $0.present(view) } })
    }

    /// Pushes the destination for `item` on the enclosing stack while it is not nil.
    ///
    /// ```swift
    /// ContentView()
    ///     .navigationDestination(item: $selectedPark) { ParkDetails(park: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view = item.wrappedValue.map { AnyView(destination($0)) }
        return modifier(NavigationDestinationModifier { if let view { $0.present(view) } })
    }
}
