import Foundation

/// Runs main-actor code (a `#Preview`'s body, as in SwiftUI) from any thread,
/// in place, through `MainActorCode`: the thread that renders runs it as the
/// main actor would, so a caller that blocks the main thread (an XCTest
/// method, a command-line tool) never waits on it.
enum MainActorCall {
    /// The result of `body`, run as main-actor code on this thread; its error is rethrown here.
    static func run<T>(_ body: @MainActor () throws -> T) throws -> T {
        try MainActorCode.run(body)
    }

    /// The preview `registry` makes, made on the main actor.
    static func preview(of registry: any PreviewRegistry.Type) throws -> Preview {
        let type = Unchecked(registry)
        return try run { try type.value.makePreview() }
    }

    /// The view of the preview `registry` makes (its `variant`-th of a group), made on the main actor.
    static func view(of registry: any PreviewRegistry.Type, at variant: Int) throws -> AnyView {
        let type = Unchecked(registry)
        return try run { try type.value.makePreview().makeView(at: variant) }
    }

    /// A value handed to the main actor and back, while the other side waits.
    private struct Unchecked<Value>: @unchecked Sendable {
        // Unchecked: handed between the caller and the main actor while the other one waits.
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
