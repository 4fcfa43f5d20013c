import Foundation

/// UIKit's insets of a rectangle's four edges (see `UIColor` for why UIKit
/// names live in Vellum). SwiftUI code meets it in a window's
/// `safeAreaInsets`.
///
/// ```swift
/// let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
/// let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset.
    public static let zero = UIEdgeInsets()
}
