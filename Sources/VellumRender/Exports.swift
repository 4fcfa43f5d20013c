@_exported import VellumGeometry
@_exported import VellumLayout
