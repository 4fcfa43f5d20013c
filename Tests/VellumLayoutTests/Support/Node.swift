import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumLayout

/// Builders for `LayoutNode` trees, shaped like the SwiftUI code they stand for.
enum Node {
    /// A shape or colour: takes the proposal, 10 × 10 when unspecified.
    static func color(_ name: String = "Color") -> LayoutNode { LayoutNode(.leaf(.flexible), name: name) }
    /// A view of one size whatever is proposed.
    static func fixed(_ w: CGFloat, _ h: CGFloat, _ name: String = "Fixed") -> LayoutNode {
        LayoutNode(.leaf(.fixed(CGSize(width: w, height: h))), name: name)
    }
    /// A resizable image of intrinsic size `w` × `h`.
    static func image(_ w: CGFloat, _ h: CGFloat, _ name: String = "Image") -> LayoutNode {
        LayoutNode(.leaf(.resizable(CGSize(width: w, height: h))), name: name)
    }
    /// Text in the system font at `size`, measured by `ApproximateTextEngine` (0.5 em per character).
    static func text(_ s: String, size: CGFloat = 17, _ name: String = "Text", scale: CGFloat = 3) -> LayoutNode {
        LayoutNode(.leaf(.text(StyledText(s, font: ResolvedFont(size: size)), TextOptions(displayScale: scale))), name: name)
    }
    static func spacer(_ minLength: CGFloat? = nil, _ name: String = "Spacer") -> LayoutNode {
        LayoutNode(.leaf(.spacer(minLength: minLength)), name: name)
    }
    static func divider(_ name: String = "Divider", thickness: CGFloat = 1.0 / 3) -> LayoutNode {
        LayoutNode(.leaf(.divider(thickness: thickness)), name: name)
    }
    static func hstack(_ alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ name: String = "HStack",
                       _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(HStackLayout(alignment: alignment, spacing: spacing))), children: children, name: name)
    }
    static func vstack(_ alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ name: String = "VStack",
                       _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(VStackLayout(alignment: alignment, spacing: spacing))), children: children, name: name)
    }
    static func hstack(_ alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]) -> LayoutNode {
        hstack(alignment, spacing: spacing, "HStack", children)
    }
    static func vstack(_ alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]) -> LayoutNode {
        vstack(alignment, spacing: spacing, "VStack", children)
    }
    static func zstack(_ alignment: Alignment = .center, _ children: [LayoutNode]) -> LayoutNode { zstack(alignment, "ZStack", children) }
    static func zstack(_ alignment: Alignment = .center, _ name: String = "ZStack", _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(ZStackLayout(alignment: alignment))), children: children, name: name)
    }
    static func layout<L: Layout>(_ layout: L, _ name: String, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(layout)), children: children, name: name)
    }
    static func geometryReader(_ name: String = "GeometryReader", _ build: @escaping @Sendable (GeometryValues) -> LayoutNode) -> LayoutNode {
        LayoutNode(.geometryReader(build), name: name)
    }
}

extension LayoutNode {
    private func wrapped(_ kind: Kind, _ name: String) -> LayoutNode { LayoutNode(kind, children: [self], name: name) }
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, _ name: String = "frame") -> LayoutNode {
        wrapped(.frame(width: width, height: height, alignment: alignment), name)
    }
    func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
               minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
               alignment: Alignment = .center, _ name: String = "flexFrame") -> LayoutNode {
        wrapped(.flexFrame(FlexFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                     idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)), name)
    }
    func padding(_ insets: EdgeInsets, _ name: String = "padding") -> LayoutNode { wrapped(.padding(insets), name) }
    func padding(_ length: CGFloat = 16, _ name: String = "padding") -> LayoutNode {
        padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length), name)
    }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true, _ name: String = "fixedSize") -> LayoutNode {
        wrapped(.fixedSize(horizontal: horizontal, vertical: vertical), name)
    }
    func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode, _ name: String = "aspectRatio") -> LayoutNode {
        wrapped(.aspectRatio(ratio, contentMode), name)
    }
    func overlay(_ alignment: Alignment = .center, _ name: String = "overlay", _ other: LayoutNode) -> LayoutNode {
        LayoutNode(.overlay(alignment), children: [self, other], name: name)
    }
    func background(_ alignment: Alignment = .center, _ name: String = "background", _ other: LayoutNode) -> LayoutNode {
        LayoutNode(.background(alignment), children: [self, other], name: name)
    }
    func offset(x: CGFloat = 0, y: CGFloat = 0, _ name: String = "offset") -> LayoutNode {
        wrapped(.offset(CGSize(width: x, height: y)), name)
    }
    func position(x: CGFloat, y: CGFloat, _ name: String = "position") -> LayoutNode { wrapped(.position(CGPoint(x: x, y: y)), name) }
    func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, _ name: String = "ignoresSafeArea") -> LayoutNode {
        wrapped(.ignoresSafeArea(regions, edges), name)
    }
    func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: CGFloat? = nil, _ name: String = "safeAreaInset",
                       _ bar: LayoutNode) -> LayoutNode {
        LayoutNode(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing), children: [self, bar], name: name)
    }
    func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: CGFloat? = nil, _ bar: LayoutNode) -> LayoutNode {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, "safeAreaInset", bar)
    }
    func layoutPriority(_ p: Double) -> LayoutNode { var n = self; n.priority = p; return n }
    func alignmentGuide(_ g: HorizontalAlignment, _ f: @escaping @Sendable (ViewDimensions) -> CGFloat) -> LayoutNode {
        var n = self; n.guides.append(GuideOverride(guide: .horizontal(g), compute: f)); return n
    }
    func alignmentGuide(_ g: VerticalAlignment, _ f: @escaping @Sendable (ViewDimensions) -> CGFloat) -> LayoutNode {
        var n = self; n.guides.append(GuideOverride(guide: .vertical(g), compute: f)); return n
    }
}
