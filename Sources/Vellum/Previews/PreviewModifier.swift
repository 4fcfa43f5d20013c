/// Shared set-up for previews, as SwiftUI's `PreviewModifier` (iOS 18): a
/// context made once, and a body that wraps each preview it is applied to with
/// the `.modifier(_:)` trait.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() async throws -> Library { Library.sample }
///     func body(content: Content, context: Library) -> some View {
///         content.environmentObject(context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleData())) { BookList() }
/// ```
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes, handed to every `body`.
    associatedtype Context = Void
    /// The type of view `body` returns.
    associatedtype Body: View
    /// The preview being modified.
    typealias Content = PreviewModifierContent
    /// Makes the context the previews share; Vellum runs it to completion before drawing.
    static func makeSharedContext() async throws -> Context
    /// The preview, wrapped.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` wraps: drawn as the preview's view.
nonisolated public struct PreviewModifierContent: View {
    let view: AnyView
    /// The preview's view.
    public var body: AnyView { view }
}

/// A `PreviewModifier` with its type erased: it makes its context and wraps a view.
package final class PreviewModifierBox: Hashable, @unchecked Sendable {
    // Unchecked: the modifier is a value the user wrote in a trait; it is only
    // asked for its body, on the thread that draws the preview.
    private let wrap: () throws -> (AnyView) -> AnyView
    private let type: ObjectIdentifier

    init<M: PreviewModifier>(_ modifier: M) {
        type = ObjectIdentifier(M.self)
        wrap = {
            let context = try AsyncBlocking.run { try await M.makeSharedContext() }
            return { content in AnyView(erasing: modifier.body(content: PreviewModifierContent(view: content), context: context)) }
        }
    }

    /// `view` wrapped in the modifier's body, its context made first.
    func apply(to view: AnyView) throws -> AnyView { try wrap()(view) }

    package static func == (a: PreviewModifierBox, b: PreviewModifierBox) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
