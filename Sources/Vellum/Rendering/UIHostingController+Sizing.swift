extension UIHostingController {
    /// The size the root view chooses when offered `size`, as UIKit's
    /// `sizeThatFits(in:)` answers: a dimension that is infinite or
    /// `.greatestFiniteMagnitude` leaves that axis unconstrained (the view's
    /// ideal length). A view that cannot be laid out answers `.zero`.
    ///
    /// ```swift
    /// let host = UIHostingController(rootView: Badge(count: 3))
    /// let size = host.sizeThatFits(in: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
    /// ```
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func side(_ length: CGFloat) -> CGFloat? {
            length.isFinite && length < .greatestFiniteMagnitude ? Swift.max(0, length) : nil
        }
        let renderer = SVGRenderer(content: rootView, proposedSize: ProposedViewSize(width: side(size.width), height: side(size.height)))
        return (try? renderer.fittedSize()) ?? .zero
    }
}
