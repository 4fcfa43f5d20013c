// The module users import instead of SwiftUI: what `import SwiftUI` brings
// (Foundation, with CGFloat, CGPoint, CGSize and CGRect among it; Observation
// and Combine's `ObservableObject`), the view language, geometry, styles,
// assets and symbols, devices and the renderer. Vellum's own targets import one
// another directly; only this facade re-exports them.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
@_exported import VellumGeometry
@_exported import VellumCore
@_exported import VellumLayout
@_exported import VellumViews
@_exported import VellumAssets
@_exported import VellumSymbols
@_exported import VellumScreen
@_exported import VellumSVG
