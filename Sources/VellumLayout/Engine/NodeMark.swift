/// Something a view asks of the view graph once the layout has placed it: to
/// be told that it appeared, a preference value it sets or reads, a geometry
/// it watches. The layout carries a node's marks to the placed tree (see
/// `LayoutEngine.ArenaNode.marks`) and never reads them; the view graph walks
/// the placed tree for them after each pass.
package protocol NodeMark: Sendable {}
