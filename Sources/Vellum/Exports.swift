// The module users import instead of SwiftUI: the view language, geometry,
// styles, assets and symbols, and the renderer.
@_exported import VellumGeometry
@_exported import VellumLayout
@_exported import VellumViews
@_exported import VellumAssets
@_exported import VellumSymbols
@_exported import VellumSVG
