import Foundation
import VellumGeometry
import VellumLayout

nonisolated extension View {
    /// Pads the view by `insets`.
    ///
    /// NaN insets count as 0 and insets beyond a million points are clamped
    /// (`LengthLimit`); negative insets shrink the view, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped("padding", .padding(insets.map { $0.clampedLength() }))
    }

    /// Pads the given edges by `length`, or by the default 16 points.
    ///
    /// ```swift
    /// Text("Hi").padding()          // 16 on every edge
    /// Text("Hi").padding(.horizontal, 20)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? ViewDefaults.padding))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Places the view in a frame of fixed size (nil keeps the view's own length).
    ///
    /// SwiftUI reports a negative or non-finite length as an invalid frame
    /// dimension; here a negative or NaN length is 0, an infinite one is
    /// ignored (as nil) and one beyond a million points is clamped.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 5).frame(width: 40, height: 20)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped("frame", .frame(width: width?.validatedFrameLength, height: height?.validatedFrameLength, alignment: alignment))
    }

    /// Places the view in a flexible frame.
    ///
    /// `maxWidth: .infinity` takes all the space offered; an infinite minimum or
    /// ideal length is ignored, NaN and negative lengths count as 0, and finite
    /// lengths beyond a million points are clamped.
    ///
    /// ```swift
    /// Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func limit(_ v: CGFloat?) -> CGFloat? { v?.validatedFrameLimit(allowsInfinity: false) }
        func maximum(_ v: CGFloat?) -> CGFloat? { v?.validatedFrameLimit(allowsInfinity: true) }
        return wrapped("frame", .flexFrame(FlexFrame(minWidth: limit(minWidth), idealWidth: limit(idealWidth), maxWidth: maximum(maxWidth),
                                                     minHeight: limit(minHeight), idealHeight: limit(idealHeight), maxHeight: maximum(maxHeight),
                                                     alignment: alignment)))
    }

    /// Fixes the view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Fixes the view at its ideal size along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped("fixedSize", .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority with which a stack offers this view space.
    public func layoutPriority(_ value: Double) -> some View { changingNode { $0.priority = value } }

    /// Constrains the view to an aspect ratio (nil: its own ideal ratio).
    ///
    /// A ratio that is not a positive finite number is ignored (the view's own
    /// ratio is used); ratios are kept within a millionth and a million.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0 > 0 && $0.isFinite ? Swift.min(LengthLimit.maximum, Swift.max(1 / LengthLimit.maximum, $0)) : nil }
        return wrapped("aspectRatio", .aspectRatio(ratio, contentMode))
    }
    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves the view's drawing without changing its layout (NaN counts as 0,
    /// distances beyond a million points are clamped).
    public func offset(_ offset: CGSize) -> some View {
        wrapped("offset", .offset(CGSize(width: offset.width.clampedLength(), height: offset.height.clampedLength())))
    }
    /// Moves the view's drawing without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres the view at a point of its parent's space, taking all of it
    /// (NaN counts as 0, coordinates beyond a million points are clamped).
    public func position(_ position: CGPoint) -> some View {
        wrapped("position", .position(CGPoint(x: position.x.clampedLength(), y: position.y.clampedLength())))
    }
    /// Centres the view at a point of its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Extends the view into the safe areas it touches.
    ///
    /// ```swift
    /// backgroundGradient.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped("ignoresSafeArea", .ignoresSafeArea(regions, edges))
    }
    /// Extends the view into the container safe area on `edges`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.container, edges: edges) }

    /// Places a view along a vertical edge, shrinking the content's safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return modifier(NodeModifier { node, ctx in
            LayoutNode(.safeAreaInset(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing?.clampedLength()),
                       children: [node, try ctx.lowerOne(inset)], name: "safeAreaInset")
        })
    }
    /// Places a view along a horizontal edge, shrinking the content's safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return modifier(NodeModifier { node, ctx in
            LayoutNode(.safeAreaInset(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing?.clampedLength()),
                       children: [node, try ctx.lowerOne(inset)], name: "safeAreaInset")
        })
    }

    /// Sets a horizontal alignment guide of the view.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let f = UncheckedGuide(compute: computeValue)
        return changingNode { $0.guides.append(GuideOverride(guide: .horizontal(g), compute: { f.compute($0).clampedLength() })) }
    }
    /// Sets a vertical alignment guide of the view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let f = UncheckedGuide(compute: computeValue)
        return changingNode { $0.guides.append(GuideOverride(guide: .vertical(g), compute: { f.compute($0).clampedLength() })) }
    }

    /// Sets the drawing order among siblings.
    public func zIndex(_ value: Double) -> some View { changingNode { $0.zIndex = value } }
}

/// A guide closure from view code, called only during the same render.
struct UncheckedGuide: @unchecked Sendable {
    let compute: (ViewDimensions) -> CGFloat
}

/// SwiftUI's default values for modifiers (swiftui-facts §2, §7).
package enum ViewDefaults {
    /// `padding()` on iOS.
    package static let padding: CGFloat = 16
}
