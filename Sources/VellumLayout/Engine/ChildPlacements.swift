/// Where a modifier puts its children: none, one or two (a modifier has at
/// most a primary child and a layered one), held inline so that placing a
/// modifier allocates nothing.
package struct ChildPlacements: RandomAccessCollection, Sendable {
    private var first: ChildPlacement?
    private var second: ChildPlacement?

    /// No children.
    package init() {}

    /// One child.
    package init(_ only: ChildPlacement) { first = only }

    /// A primary child and a layered one.
    package init(_ primary: ChildPlacement, _ layered: ChildPlacement?) { first = primary; second = layered }

    package var startIndex: Int { 0 }
    package var endIndex: Int { first == nil ? 0 : (second == nil ? 1 : 2) }
    package subscript(i: Int) -> ChildPlacement {
        switch i {
        case 0: if let first { return first }
        case 1: if let second { return second }
        default: break
        }
        preconditionFailure("child placement \(i) out of range")
    }
}
