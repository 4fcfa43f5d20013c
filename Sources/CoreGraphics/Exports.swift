// `import CoreGraphics` on platforms without Core Graphics (Linux): the
// geometry types SwiftUI code uses, and no more. Foundation declares `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect` there; Vellum adds the rest. Scoped imports
// re-export just these names, as Apple's module does not bring Foundation.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import struct VellumGeometry.CGVector
@_exported import struct VellumGeometry.CGAffineTransform
@_exported import enum VellumGeometry.CGLineCap
@_exported import enum VellumGeometry.CGLineJoin
@_exported import func VellumGeometry.CGPointMake
@_exported import func VellumGeometry.CGSizeMake
@_exported import func VellumGeometry.CGRectMake
@_exported import func VellumGeometry.CGVectorMake
@_exported import class VellumGeometry.CGPath
@_exported import class VellumGeometry.CGMutablePath
@_exported import struct VellumGeometry.CGPathElement
@_exported import enum VellumGeometry.CGPathElementType
@_exported import enum VellumGeometry.CGPathFillRule
@_exported import typealias VellumGeometry.CGPathApplierFunction
