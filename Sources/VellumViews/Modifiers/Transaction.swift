/// The context of the current state-processing update: the animation a change
/// runs with. A still picture shows the state after every change, unanimated.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether to disable animations for the current state change.
    public var disablesAnimations: Bool = false
    /// Whether the transaction is for a continuous, interactive change.
    public var isContinuous: Bool = false
    /// Creates a transaction.
    public init() {}
    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }
}

/// Executes a closure with the specified transaction and returns the result
/// (the closure runs; nothing is animated).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

nonisolated extension View {
    /// Applies the given transaction mutation function to all animations used
    /// within the view (no effect in a still picture).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
}
