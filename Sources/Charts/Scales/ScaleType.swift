import VellumViews

/// The type of a scale.
public struct ScaleType: Equatable, Sendable {
    package enum Storage: Equatable, Sendable { case automatic, linear, log, squareRoot, category, date, symmetricLog }
    package let storage: Storage
    /// Charts chooses from the data.
    public static var automatic: ScaleType { ScaleType(storage: .automatic) }
    /// A linear scale.
    public static var linear: ScaleType { ScaleType(storage: .linear) }
    /// A logarithmic scale.
    public static var log: ScaleType { ScaleType(storage: .log) }
    /// A square-root scale (drawn linear).
    public static var squareRoot: ScaleType { ScaleType(storage: .squareRoot) }
    /// A symmetric log scale (drawn linear).
    public static var symmetricLog: ScaleType { ScaleType(storage: .symmetricLog) }
    /// A category scale.
    public static var category: ScaleType { ScaleType(storage: .category) }
    /// A date scale.
    public static var date: ScaleType { ScaleType(storage: .date) }
}
