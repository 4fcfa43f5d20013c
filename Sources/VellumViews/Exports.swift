@_exported import VellumGeometry
@_exported import VellumLayout
@_exported import VellumAssets
@_exported import VellumSymbols
@_exported import Observation
@_exported import Combine
