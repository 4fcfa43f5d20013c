import Foundation

/// Runs main-actor code (a `#Preview`'s body, as in SwiftUI) from any thread:
/// in place on the main thread, otherwise on the main queue, waiting for it.
/// The main thread must be free to run the main queue, as it is in a test run
/// or a program's `async` main.
enum MainActorCall {
    /// The result of `body`, run on the main actor; its error is rethrown here.
    static func run<T>(_ body: @MainActor () throws -> T) throws -> T {
        if Thread.isMainThread {
            return try MainActor.assumeIsolated { try Unchecked(body()) }.value
        }
        return try DispatchQueue.main.sync {
            try MainActor.assumeIsolated { try Unchecked(body()) }
        }.value
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
