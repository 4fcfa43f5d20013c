@_exported import VellumGeometry
