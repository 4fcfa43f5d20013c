// `import CoreGraphics` on platforms without Core Graphics (Linux): the
// geometry types SwiftUI code uses. Foundation declares `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect` there, with CGFloat's arithmetic as members of
// Foundation's extensions; a scoped import (`import struct Foundation.CGFloat`)
// would bring the type without them, and `xs.reduce(0, +)` over CGFloats
// would then quietly become Double's. So all of Foundation comes along (more
// than Apple's module brings, which costs a file nothing); Vellum adds the rest.
@_exported import Foundation
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
