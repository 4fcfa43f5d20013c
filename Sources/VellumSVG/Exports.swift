@_exported import VellumRender
