nonisolated extension View {
    /// Presents a view that covers the whole screen when `isPresented` is
    /// true; the presenting screen is not seen.
    ///
    /// ```swift
    /// ContentView()
    ///     .fullScreenCover(isPresented: $showOnboarding) { OnboardingView() }
    /// ```
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue) { context in
            try PresentationLowering.sheet(.fullScreenCover, content(), context)
        })
    }

    /// Presents a full-screen cover for `item` when it is not nil.
    ///
    /// ```swift
    /// Gallery().fullScreenCover(item: $photo) { photo in PhotoViewer(photo: photo) }
    /// ```
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return modifier(PresentationModifier(isPresented: value != nil) { context in
            try PresentationLowering.sheet(.fullScreenCover, content(value!), context)
        })
    }
}
