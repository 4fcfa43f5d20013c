/// What a shaped run depends on: the face, the characters and the direction.
/// Shaping happens in font units, so the size is not part of the key.
struct ShapeKey: Hashable, Sendable {
    /// The face.
    var face: BundledFace
    /// The run's scalars.
    var scalars: [UInt32]
    /// Whether the run is right-to-left.
    var rightToLeft: Bool
    /// The run's script (a HarfBuzz script tag).
    var script: UInt32
    /// Whether tabular digits were asked for.
    var tabularDigits: Bool
}
