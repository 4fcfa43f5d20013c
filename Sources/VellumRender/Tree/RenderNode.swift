/// A node of the render tree: absolute geometry, concrete paints, SVG-ready.
package indirect enum RenderNode: Equatable, Sendable {
    case group(RenderGroup)
    case path(RenderPath)
    case text(RenderText)
    case image(RenderImage)
}

/// A group of nodes with the effects that apply to all of them.
package struct RenderGroup: Equatable, Sendable {
    package var children: [RenderNode]
    package var opacity: Double = 1
    package var blendMode: BlendMode = .normal
    /// A clip path in absolute coordinates.
    package var clip: RenderClip?
    /// Nodes whose alpha masks the group.
    package var mask: [RenderNode]?
    /// A transform applied to the children.
    package var transform: CGAffineTransform?
    package var shadow: RenderShadow?
    /// An accessible label for the group.
    package var label: String?

    package init(children: [RenderNode]) { self.children = children }

    /// Whether the group does nothing but hold its children.
    package var isPlain: Bool {
        opacity >= 1 && blendMode == .normal && clip == nil && mask == nil && transform == nil && shadow == nil && label == nil
    }
}

/// A clip path.
package struct RenderClip: Equatable, Sendable {
    package var path: Path
    package var evenOdd: Bool
    package init(path: Path, evenOdd: Bool) { self.path = path; self.evenOdd = evenOdd }
}

/// A drop shadow.
package struct RenderShadow: Equatable, Sendable {
    package var color: RGBAColor
    package var radius: CGFloat
    package var offset: CGSize
}

/// A filled and/or stroked path.
package struct RenderPath: Equatable, Sendable {
    package var path: Path
    package var fill: PaintRef?
    package var evenOdd: Bool = false
    package var stroke: PaintRef?
    package var strokeStyle: StrokeStyle = StrokeStyle()
    package var blendMode: BlendMode = .normal

    package init(path: Path, fill: PaintRef? = nil, evenOdd: Bool = false, stroke: PaintRef? = nil, strokeStyle: StrokeStyle = StrokeStyle()) {
        self.path = path; self.fill = fill; self.evenOdd = evenOdd; self.stroke = stroke; self.strokeStyle = strokeStyle
    }
}

/// Text: glyph runs at absolute positions, with the string kept as a label.
package struct RenderText: Equatable, Sendable {
    /// One run.
    package struct Run: Equatable, Sendable {
        package var text: String
        package var font: ResolvedFont
        /// The baseline origin, absolute.
        package var origin: CGPoint
        package var characterOffsets: [CGFloat]
        /// The glyph outlines, absolute; nil when only `<text>` can be written.
        package var outline: Path?
        package var paint: PaintRef
    }
    /// The whole string, for the accessible label.
    package var label: String
    package var runs: [Run]
}

/// A bitmap or vector image drawn into a rectangle.
package struct RenderImage: Equatable, Sendable {
    package var image: ImageData
    package var rect: CGRect
    package var interpolation: ImageInterpolation
}
