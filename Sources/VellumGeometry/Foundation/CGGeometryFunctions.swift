import Foundation

#if !canImport(Darwin)  // Core Graphics; not `canImport(CoreGraphics)`, which Vellum's own CoreGraphics module answers on Linux
// Core Graphics' C-style constructors, which older SwiftUI and UIKit code
// still calls (`CGPointMake(0, 0)`), for platforms without Core Graphics.

/// A point from its coordinates, as `CGPoint(x:y:)`.
///
/// ```swift
/// let origin = CGPointMake(0, 0)
/// ```
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A size from its dimensions, as `CGSize(width:height:)`.
///
/// ```swift
/// let size = CGSizeMake(44, 44)
/// ```
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// A rectangle from its origin and size, as `CGRect(x:y:width:height:)`.
///
/// ```swift
/// let frame = CGRectMake(0, 0, 320, 44)
/// ```
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A vector from its components, as `CGVector(dx:dy:)`.
///
/// ```swift
/// let push = CGVectorMake(0, -9.8)
/// ```
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
#endif
