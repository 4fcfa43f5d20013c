/// A direction in which SwiftUI lays out content: left to right, or right to
/// left (Arabic, Hebrew).
///
/// Set it with the environment; stacks, leading and trailing alignments,
/// edge insets, navigation bars and list rows follow it:
///
/// ```swift
/// ContentView().environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Content reads from the left edge to the right edge.
    case leftToRight
    /// Content reads from the right edge to the left edge.
    case rightToLeft
}
