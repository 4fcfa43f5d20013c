import Foundation
import VellumGeometry
import VellumLayout

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.purple).frame(width: 60, height: 60)
/// ```
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var r = self; r.insetAmount += amount; return r }
}

/// A rectangular shape with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 10, style: .continuous)
/// ```
public struct RoundedRectangle: InsettableShape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rounded rectangle; corners are continuous by default, as in iOS 17+ SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerSize: CGSize(width: Swift.max(0, cornerSize.width - insetAmount), height: Swift.max(0, cornerSize.height - insetAmount)), style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var r = self; r.insetAmount += amount; return r }
}

/// The radii of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of each corner.
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat
    /// Creates corner radii.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle with a different radius at each corner.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
/// ```
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates the shape from radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    /// Creates the shape from one radius per corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = cornerRadii, i = insetAmount
        p.addUnevenRoundedRect(in: rect.insetBy(dx: i, dy: i), topLeading: c.topLeading - i, bottomLeading: c.bottomLeading - i,
                               bottomTrailing: c.bottomTrailing - i, topTrailing: c.topTrailing - i, style: style)
        return p
    }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var r = self; r.insetAmount += amount; return r }
}

/// A circle centred on the frame of the view containing it, as large as fits.
///
/// ```swift
/// Circle().fill(.orange).frame(width: 60, height: 60)
/// ```
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = Swift.max(0, Swift.min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> Circle { var c = self; c.insetAmount += amount; return c }
    /// A circle is as wide as it is tall: the smaller side of the proposal,
    /// or the one side given, or its ideal diameter of 10, as SwiftUI sizes it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let diameter: CGFloat
        if let width = proposal.width, let height = proposal.height {
            diameter = Swift.min(width, height)
        } else {
            diameter = proposal.width ?? proposal.height ?? 10
        }
        return CGSize(width: diameter, height: diameter)
    }
}

/// An ellipse filling the frame of the view containing it.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var e = self; e.insetAmount += amount; return e }
}

/// A capsule: a rectangle whose shorter sides are round ends, half its
/// shorter side in radius. The default `.continuous` ends are iOS's, a little
/// fuller than semicircles; `.circular` ends are semicircles.
///
/// ```swift
/// Capsule().fill(.blue).frame(width: 80, height: 30)
/// ```
public struct Capsule: InsettableShape {
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addCapsule(in: rect.insetBy(dx: insetAmount, dy: insetAmount), style: style)
        return path
    }
    public func inset(by amount: CGFloat) -> Capsule { var c = self; c.insetAmount += amount; return c }
}

/// A path is a shape drawn in its own coordinates, regardless of the frame.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
