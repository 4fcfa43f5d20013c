import VellumGeometry

nonisolated extension View {
    /// Presents a popover when `isPresented` is true. On an iPhone (compact
    /// width) iOS adapts it to a sheet, and so does Vellum; on an iPad it is
    /// drawn as a form sheet (Vellum draws no popover bubble).
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .popover(isPresented: $showInfo) { InfoView() }
    /// ```
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue) { context in
            try PresentationLowering.sheet(.popover, content(), context)
        })
    }

    /// Presents a popover for `item` when it is not nil (a sheet on an iPhone).
    ///
    /// ```swift
    /// Map().popover(item: $pin) { pin in PinDetail(pin: pin) }
    /// ```
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return modifier(PresentationModifier(isPresented: value != nil) { context in
            try PresentationLowering.sheet(.popover, content(value!), context)
        })
    }
}
