/// Groups layer changes, as Core Animation's `CATransaction`: a still
/// picture draws every change at rest, so its calls change nothing.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.commit()
/// ```
public enum CATransaction {
    /// Begins a transaction.
    public static func begin() {}
    /// Commits the transaction.
    public static func commit() {}
    /// Commits any transaction now.
    public static func flush() {}
    /// Turns implicit animations off or on.
    public static func setDisableActions(_ flag: Bool) {}
    /// Sets the transaction's animation duration.
    public static func setAnimationDuration(_ duration: Double) {}
    /// Sets what runs when the transaction's animations end: at once, as they end at rest.
    public static func setCompletionBlock(_ block: (@Sendable () -> Void)?) { block?() }
}
