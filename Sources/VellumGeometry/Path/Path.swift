import Foundation

/// The outline of a 2D shape.
///
/// ```swift
/// Path { path in
///     path.move(to: .zero)
///     path.addLine(to: CGPoint(x: 50, y: 0))
///     path.addArc(center: .zero, radius: 50, startAngle: .zero,
///                 endAngle: .degrees(90), clockwise: false)
/// }
/// .fill(.red)
/// ```
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements, in drawing order.
    package private(set) var elements: [Element] = []
    /// Where the current subpath started.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var p = Path()
        callback(&p)
        self = p
    }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p)); subpathStart = p
    }

    /// Adds a straight line to `p`.
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(to: p))
    }

    /// Adds a quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
    }

    /// Adds a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle, drawn clockwise from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        // Appended in place (one allocation for a new path), as
        // `addPath` would append the subpath built point by point.
        let identity = transform.isIdentity
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            identity ? CGPoint(x: x, y: y) : CGPoint(x: x, y: y).applying(transform)
        }
        if elements.isEmpty { elements.reserveCapacity(5) }
        let start = at(rect.minX, rect.minY)
        elements.append(.move(to: start))
        elements.append(.line(to: at(rect.maxX, rect.minY)))
        elements.append(.line(to: at(rect.maxX, rect.maxY)))
        elements.append(.line(to: at(rect.minX, rect.maxY)))
        elements.append(.closeSubpath)
        subpathStart = start
    }

    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`: four cubic curves, clockwise from
    /// the right-middle point, as SwiftUI draws it.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.addCurve(to: CGPoint(x: cx, y: cy + ry),
                   control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        p.addCurve(to: CGPoint(x: cx - rx, y: cy),
                   control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        p.addCurve(to: CGPoint(x: cx, y: cy - ry),
                   control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        p.addCurve(to: CGPoint(x: cx + rx, y: cy),
                   control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Appends another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let moved = transform.isIdentity ? path : path.applying(transform)
        for e in moved.elements {
            if case .move(let p) = e { subpathStart = p }
            elements.append(e)
        }
    }

    // MARK: Transforming

    /// The path with every point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        var p = Path()
        p.elements = elements.map { e in
            switch e {
            case .move(let a): return .move(to: a.applying(t))
            case .line(let a): return .line(to: a.applying(t))
            case .quadCurve(let a, let c): return .quadCurve(to: a.applying(t), control: c.applying(t))
            case .curve(let a, let c1, let c2):
                return .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        p.subpathStart = subpathStart?.applying(t)
        return p
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let a), .line(let a): add(a)
            case .quadCurve(let a, let c): add(a); add(c)
            case .curve(let a, let c1, let c2): add(a); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate in the path is finite.
    package var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return elements.allSatisfy { e in
            switch e {
            case .move(let a), .line(let a): return ok(a)
            case .quadCurve(let a, let c): return ok(a) && ok(c)
            case .curve(let a, let c1, let c2): return ok(a) && ok(c1) && ok(c2)
            case .closeSubpath: return true
            }
        }
    }
}
