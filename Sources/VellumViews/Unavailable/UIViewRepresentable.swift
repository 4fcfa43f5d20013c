/// SwiftUI's bridge to a UIKit view. Vellum draws SwiftUI views into SVG and
/// has no UIKit views to draw, so the name is declared only for the compiler
/// to say why code that uses it does not build.
///
/// ```swift
/// // Instead: keep the UIKit view out of the previewed view, e.g. with
/// // #if canImport(UIKit) && !os(Linux), and draw a SwiftUI placeholder on Linux.
/// ```
@available(*, unavailable, message: "Vellum draws SwiftUI views, not UIKit views: a UIViewRepresentable cannot be drawn on Linux. Put it behind '#if !os(Linux)' and show a SwiftUI stand-in there.")
public protocol UIViewRepresentable: View {}

/// SwiftUI's bridge to a UIKit view controller; see `UIViewRepresentable`.
@available(*, unavailable, message: "Vellum draws SwiftUI views, not UIKit view controllers: a UIViewControllerRepresentable cannot be drawn on Linux. Put it behind '#if !os(Linux)' and show a SwiftUI stand-in there.")
public protocol UIViewControllerRepresentable: View {}

/// SwiftUI's bridge to an AppKit view; see `UIViewRepresentable`.
@available(*, unavailable, message: "Vellum draws SwiftUI views, not AppKit views: an NSViewRepresentable cannot be drawn on Linux. Put it behind '#if !os(Linux)' and show a SwiftUI stand-in there.")
public protocol NSViewRepresentable: View {}
