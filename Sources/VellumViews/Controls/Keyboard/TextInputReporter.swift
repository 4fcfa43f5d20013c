/// Lowers a text input's content after offering its keyboard to the
/// renderer's `KeyboardReport` (only when the picture shows the keyboard).
struct TextInputReporter<Content: View>: PrimitiveView {
    /// The return key's label when the view chooses none (a search field's "search").
    var defaultSubmitLabel: SubmitLabel? = nil
    /// Whether the input has focus whatever its bindings say (an active search field).
    var hasFocus = false
    let content: Content

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        if let report = env.keyboardReport {
            var request = env.keyboardRequest
            if request.submitLabel == nil { request.submitLabel = defaultSubmitLabel }
            report.offer(request, focused: hasFocus || env.isFocused, presented: env.isPresented)
        }
        return try context.lower(content)
    }
}
