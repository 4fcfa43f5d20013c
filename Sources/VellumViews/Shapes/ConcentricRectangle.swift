import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A rectangle whose corners are square, rounded with a fixed radius, or
/// concentric with its container's corners (iOS 26): inside a
/// `containerShape(_:)` the container's shape inset to this one's frame (as
/// `ContainerRelativeShape`); elsewhere the screen's corners, each corner's
/// radius the screen's less its distance from the screen's corner, never
/// below the style's minimum. On a canvas, which has no corners, concentric
/// corners take their minimum.
///
/// ```swift
/// CardContent()
///     .padding()
///     .background(.thinMaterial, in: ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true))
/// ```
public struct ConcentricRectangle: Shape {
    let topLeading: Edge.Corner.Style, topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style, bottomTrailing: Edge.Corner.Style
    /// Which corners share the largest of their radii: all four, the top and bottom pairs, or the side pairs.
    let uniformity: Uniformity

    enum Uniformity: Hashable, Sendable { case none, all, topAndBottom, leadingAndTrailing }

    /// A rectangle with every corner concentric, each worked out on its own.
    public init() { self.init(corners: .concentric) }

    /// A rectangle with `corners` on all four corners; `isUniform` gives each the largest radius of the four.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = (corners, corners, corners, corners)
        uniformity = isUniform ? .all : .none
    }

    /// A rectangle with a style on each corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = (topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner)
        uniformity = .none
    }

    /// A rectangle with one style on both top corners and one on both bottom corners, each pair the same radius.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = (uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners)
        uniformity = .topAndBottom
    }

    /// A rectangle with one style on both leading corners and one on both trailing corners, each pair the same radius.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = (uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners)
        uniformity = .leadingAndTrailing
    }

    /// Outside a render's context (no screen, no container): each corner at its fixed radius or its minimum.
    public func path(in rect: CGRect) -> Path {
        shape(in: rect, screen: .zero, radius: 0).path(in: rect)
    }

    /// The rounded rectangle for `rect` on a screen `screen` whose corners have radius `radius`.
    func shape(in rect: CGRect, screen: CGRect, radius: CGFloat) -> UnevenRoundedRectangle {
        let onScreen = !screen.isEmpty && radius > 0
        func corner(_ style: Edge.Corner.Style, dx: CGFloat, dy: CGFloat) -> CGFloat {
            style.radius(container: onScreen ? radius : 0, distance: onScreen ? Swift.max(dx, dy) : .infinity)
        }
        var tl = corner(topLeading, dx: rect.minX - screen.minX, dy: rect.minY - screen.minY)
        var tr = corner(topTrailing, dx: screen.maxX - rect.maxX, dy: rect.minY - screen.minY)
        var bl = corner(bottomLeading, dx: rect.minX - screen.minX, dy: screen.maxY - rect.maxY)
        var br = corner(bottomTrailing, dx: screen.maxX - rect.maxX, dy: screen.maxY - rect.maxY)
        switch uniformity {
        case .none: break
        case .all: let m = Swift.max(tl, tr, bl, br); (tl, tr, bl, br) = (m, m, m, m)
        case .topAndBottom: (tl, tr) = (Swift.max(tl, tr), Swift.max(tl, tr)); (bl, br) = (Swift.max(bl, br), Swift.max(bl, br))
        case .leadingAndTrailing: (tl, bl) = (Swift.max(tl, bl), Swift.max(tl, bl)); (tr, br) = (Swift.max(tr, br), Swift.max(tr, br))
        }
        // No corner rounder than half the shorter side.
        let cap = Swift.min(rect.width, rect.height) / 2
        return UnevenRoundedRectangle(topLeadingRadius: Swift.min(tl, cap), bottomLeadingRadius: Swift.min(bl, cap),
                                      bottomTrailingRadius: Swift.min(br, cap), topTrailingRadius: Swift.min(tr, cap), style: .continuous)
    }
}

extension ConcentricRectangle: ContextualShape {
    func contextualGeometry(_ context: LoweringContext) -> ShapeGeometry {
        if context.environment.containerShape != nil { return ContainerRelativeShape().contextualGeometry(context) }
        let screen = context.environment.screenBounds, radius = context.environment.screenCornerRadius
        let me = self
        return ShapeGeometry(name: "ConcentricRectangle") { rect in me.shape(in: rect, screen: screen, radius: radius).path(in: rect) }
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with `corners` on all four corners (iOS 26), as `ConcentricRectangle(corners:isUniform:)`.
    ///
    /// ```swift
    /// .clipShape(.rect(corners: .concentric(minimum: 12), isUniform: true))
    /// ```
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
