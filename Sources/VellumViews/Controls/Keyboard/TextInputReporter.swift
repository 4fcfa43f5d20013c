import VellumLayout

/// Lowers a text input's content and, when the picture shows the keyboard,
/// offers the input's keyboard to the renderer (`KeyboardKey`).
struct TextInputReporter<Content: View>: PrimitiveView {
    /// The return key's label when the view chooses none (a search field's "search").
    var defaultSubmitLabel: SubmitLabel? = nil
    /// Whether the input has focus whatever its bindings say (an active search field).
    var hasFocus = false
    let content: Content

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let nodes = try context.lower(content)
        guard env.isKeyboardShown else { return nodes }
        var request = env.keyboardRequest
        if request.submitLabel == nil { request.submitLabel = defaultSubmitLabel }
        let offer = KeyboardKey.Offer(request: request, rank: (hasFocus || env.isFocused ? 2 : 0) + (env.isPresented ? 1 : 0))
        return try MarkModifier { _ in .preference(.transform(KeyboardKey.self) { current, _ in
            // This input comes before anything inside it.
            var mine: KeyboardKey.Offer? = offer
            KeyboardKey.reduce(value: &mine) { current }
            current = mine
        }) }.markingFirst(nodes, context)
    }
}
