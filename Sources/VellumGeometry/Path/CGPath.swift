import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`, for code that
/// builds or walks paths with Core Graphics' names; `Path(cgPath)` and
/// `path.cgPath` convert between it and SwiftUI's ``Path``.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: .zero)
/// path.addLine(to: CGPoint(x: 40, y: 0))
/// path.applyWithBlock { element in
///     if element.pointee.type == .addLineToPoint { print(element.pointee.points[0]) }
/// }
/// ```
public class CGPath: Hashable, @unchecked Sendable {
    // Unchecked: a CGPath is not changed after it is made; CGMutablePath is, as in Core Graphics, by its owner.

    /// The path's elements.
    package internal(set) var path: Path

    /// A path with these elements.
    package init(path: Path) { self.path = path }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// A rounded rectangle with circular corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect { controlPointBounds }
    /// The smallest rectangle containing the path's curves.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// The point the next element starts from; `.zero` when the path is empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// An immutable copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: transform.map { path.applying($0.pointee) } ?? path)
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Calls `block` with each element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        path.forEach { element in
            var points: [CGPoint]
            let type: CGPathElementType
            switch element {
            case .move(let to): type = .moveToPoint; points = [to]
            case .line(let to): type = .addLineToPoint; points = [to]
            case .quadCurve(let to, let control): type = .addQuadCurveToPoint; points = [control, to]
            case .curve(let to, let c1, let c2): type = .addCurveToPoint; points = [c1, c2, to]
            case .closeSubpath: type = .closeSubpath; points = [.zero]
            }
            points.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let element = CGPathElement(type: type, points: base)
                withUnsafePointer(to: element) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether `point` is inside the path, by the non-zero or even-odd rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// Whether two paths have the same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the path's elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path.elements.count) }

    /// The bounds of every point of the path, control points included.
    private var controlPointBounds: CGRect {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

/// The function `CGPath.apply(info:function:)` calls with each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The rule that tells inside from outside, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}
