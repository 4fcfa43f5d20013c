import VellumViews

/// The kind of a mark.
package enum MarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}
