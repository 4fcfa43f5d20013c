extension Path {
    /// The path with a Core Graphics path's elements.
    ///
    /// ```swift
    /// let shape = Path(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil))
    /// ```
    public init(_ path: CGPath) { self = path.path }

    /// The path as an immutable Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
