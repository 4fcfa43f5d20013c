import Foundation
import VellumGeometry

/// A proxy for access to the size and coordinate space of a GeometryReader.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    let frame: CGRect
    /// The safe-area insets that reach into the reader.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in a coordinate space (global and local are supported).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : frame
    }

    /// An anchor's value in the reader's coordinates (the plot frame of a
    /// `ChartProxy`, for example).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(frame) }
}

/// A coordinate space a geometry can be measured in.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}
