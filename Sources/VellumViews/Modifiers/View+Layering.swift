import Foundation
import VellumGeometry
import VellumLayout

nonisolated extension View {
    /// Layers views behind this view, proposed its size and aligned to it.
    ///
    /// ```swift
    /// Text("Hi").padding().background(alignment: .leading) { Color.yellow.frame(width: 4) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: true)
    }

    /// Layers a view behind this view (the iOS 13 form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, behind: true)
    }

    /// Fills the view's bounds behind it with a style, extending into the safe
    /// areas on `edges` where the view touches them.
    ///
    /// ```swift
    /// VStack { Text("Welcome").font(.title) }.padding().background(Color.red)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layeredStyle(style, in: Rectangle(), fillStyle: FillStyle(), ignoring: edges, behind: true)
    }

    /// Fills the view's bounds behind it with the background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layeredStyle(BackgroundStyle(), in: Rectangle(), fillStyle: FillStyle(), ignoring: edges, behind: true)
    }

    /// Fills a shape behind the view with a style.
    ///
    /// ```swift
    /// Text(text).padding().background(Color("TextContrast").opacity(0.75), in: RoundedRectangle(cornerRadius: 10))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layeredStyle(style, in: shape, fillStyle: fillStyle, ignoring: [], behind: true)
    }

    /// Fills a shape behind the view with the background style.
    ///
    /// ```swift
    /// Image(systemName: "swift").padding().background(in: Circle()).backgroundStyle(.blue.gradient)
    /// ```
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layeredStyle(BackgroundStyle(), in: shape, fillStyle: fillStyle, ignoring: [], behind: true)
    }

    /// Layers views in front of this view, proposed its size and aligned to it.
    ///
    /// ```swift
    /// Image("Landscape").resizable().scaledToFit().overlay(alignment: .bottom) { Caption(text: "Hi") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: false)
    }

    /// Layers a view in front of this view (the iOS 13 form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, behind: false)
    }

    /// Fills the view's bounds in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layeredStyle(style, in: Rectangle(), fillStyle: FillStyle(), ignoring: edges, behind: false)
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layeredStyle(style, in: shape, fillStyle: fillStyle, ignoring: [], behind: false)
    }

    /// Draws a border inside the view's bounds.
    ///
    /// ```swift
    /// Text("Purple border inside the view bounds.").border(Color.purple, width: 4)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Masks the view with the alpha of another view.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let m = mask()
        return modifier(NodeModifier { node, ctx in
            LayoutNode(.mask(alignment), children: [node, try ctx.lowerOne(m)], name: "mask")
        })
    }
    /// Masks the view with the alpha of another view.
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> some View { self.mask(alignment: .center) { mask } }

    /// Clips the view to a shape.
    ///
    /// ```swift
    /// Image("Portrait").resizable().scaledToFit().clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(NodeModifier { node, ctx in LayoutNode(.effect(.clip(shape.geometry(in: ctx), style)), children: [node], name: "clipShape") })
    }
    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// Clips the view to a rounded rectangle (deprecated in SwiftUI; continuous corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    private func layered<V: View>(_ other: V, alignment: Alignment, behind: Bool) -> some View {
        modifier(NodeModifier { node, ctx in
            let second = try ctx.lowerOne(other)
            return LayoutNode(behind ? .background(alignment) : .overlay(alignment), children: [node, second],
                              name: behind ? "background" : "overlay")
        })
    }

    private func layeredStyle<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle, ignoring edges: Edge.Set, behind: Bool) -> some View {
        modifier(NodeModifier { node, ctx in
            let paint = try StyleResolver.paint(style, in: ctx.environment)
            let geometry = shape.geometry(in: ctx)
            var fill = LayoutNode(.leaf(.flexible), drawing: .fill(geometry, paint, fillStyle), name: geometry.name)
            if !edges.isEmpty { fill = LayoutNode(.ignoresSafeArea(.all, edges), children: [fill], name: "ignoresSafeArea") }
            return LayoutNode(behind ? .background(.center) : .overlay(.center), children: [node, fill],
                              name: behind ? "background" : "overlay")
        })
    }
}
