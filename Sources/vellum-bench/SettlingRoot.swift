import Vellum

/// A root that changes its state in `onAppear`, so the view graph evaluates
/// its content a second time before the picture is drawn (what a component
/// whose first frame depends on `onAppear` costs).
nonisolated struct SettlingRoot<Content: View>: View {
    let content: Content
    @State private var appeared = false
    var body: some View {
        content.opacity(appeared ? 1 : 0.99).onAppear { appeared = true }
    }
}
