import VellumLayout

/// A type that represents part of your app's user interface.
///
/// Write views exactly as in SwiftUI; Vellum evaluates `body` to lower the
/// view for layout. As in SwiftUI (since the iOS 18 SDK), `View` is bound to
/// the main actor with `@preconcurrency`, so a view type is main-actor
/// isolated and `Sendable`, its `body` may call main-actor code, and Swift 5
/// and Swift 6 mode code type-checks as it does against SwiftUI. Rendering
/// still runs on any thread: the renderer evaluates `body` on its own thread
/// through `MainActorCode`, one body at a time, as the main actor would.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         Text("Hello, \(name)!").font(.title)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// Primitive views have no body; Vellum never asks for it.
    nonisolated public var body: Never { preconditionFailure("Never has no body") }
}

/// A view that Vellum lowers itself rather than through `body`.
nonisolated package protocol PrimitiveView: View where Body == Never {
    /// The layout nodes for this view in `context`.
    func lower(_ context: LoweringContext) throws -> [LayoutNode]
}

extension PrimitiveView {
    /// Lowers `view`, a value of this very type seen through a generic
    /// parameter (`LoweringContext` asks the type, not the value, whether it
    /// is primitive).
    static func lower<V: View>(_ view: V, _ context: LoweringContext) throws -> [LayoutNode] {
        precondition(V.self == Self.self, "lowered as a type it is not")
        return try withUnsafePointer(to: view) { pointer in
            try pointer.withMemoryRebound(to: Self.self, capacity: 1) { try $0.pointee.lower(context) }
        }
    }

    /// Primitive views have no body; Vellum lowers them directly.
    public var body: Never { preconditionFailure("\(Self.self) is lowered by Vellum, not through body: Never") }
}
