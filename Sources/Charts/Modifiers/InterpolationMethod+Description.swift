import VellumViews

extension InterpolationMethod: CustomStringConvertible {
    /// The method's name, as code writes it (`"linear"`, `"catmullRom"`, …), so a
    /// picker can list the methods:
    ///
    /// ```swift
    /// Text(InterpolationMethod.monotone.description) // "monotone"
    /// ```
    public var description: String {
        switch storage {
        case .linear: "linear"
        case .monotone: "monotone"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}
