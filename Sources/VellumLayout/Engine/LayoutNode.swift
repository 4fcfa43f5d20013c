import Foundation
import VellumCore
import VellumGeometry

/// A view lowered for layout: what it is, what it contains, and what it draws.
/// Lowering builds these with every environment value already applied.
package struct LayoutNode: Sendable {
    /// How the node sizes and places its children.
    ///
    /// Cases with large payloads are `indirect`: every node of a tree holds
    /// a `Kind`, and each copy of the tree (the layout arena) copies them,
    /// so a small inline size keeps big trees small and cheap to copy.
    package enum Kind: Sendable {
        case leaf(LeafSizing)
        indirect case layout(LayoutBox)
        case padding(EdgeInsets)
        indirect case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        indirect case flexFrame(FlexFrame)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(CGFloat?, ContentMode)
        /// children[0] is the primary view, children[1] is drawn over it.
        indirect case overlay(Alignment)
        /// children[0] is the primary view, children[1] is drawn behind it.
        indirect case background(Alignment)
        /// children[0] is drawn through the alpha of children[1].
        indirect case mask(Alignment)
        case offset(CGSize)
        case position(CGPoint)
        case ignoresSafeArea(SafeAreaRegions, Edge.Set)
        /// children[0] is the content, children[1] the inset view on `edge`.
        indirect case safeAreaInset(edge: Edge, alignment: Alignment, spacing: CGFloat?)
        /// Shows the first child whose ideal size fits the proposal on `axes`
        /// (the last child when none does), and only that one: `ViewThatFits`.
        case firstFitting(Axis.Set)
        /// A layout-transparent effect applied when painting the subtree.
        indirect case effect(Effect)
        /// Takes the proposed space and builds its content from that size.
        /// Builds its content during placement; an error (a missing asset in
        /// the content) is kept in the result's `failures`.
        case geometryReader(@Sendable (GeometryValues) throws -> LayoutNode)
        /// Children made on demand (a `ForEach` in a lazy container). Only a
        /// lazy container's lowering sees one; the layout splices any other
        /// into its parent's children, made in full.
        case lazyRun(LazyChildren)
    }

    package var kind: Kind
    package var children: [LayoutNode] { didSet { subtreeCount = Self.count(children) } }
    /// The number of nodes in this subtree, itself included.
    package private(set) var subtreeCount: Int
    /// What the node draws in its own frame, under its children.
    package var drawing: Drawing?
    /// The SwiftUI name of the view, for dumps and messages only: code that
    /// must recognise a node reads its `role`.
    package var name: String
    /// What the node is to the painter and to containers that read their
    /// lowered content.
    package var role: NodeRole = .view
    /// `layoutPriority(_:)`.
    package var priority: Double = 0
    /// Explicit alignment guides (`alignmentGuide(_:computeValue:)`).
    package var guides: [GuideOverride] = []
    /// Drawing order among siblings (`zIndex(_:)`).
    package var zIndex: Double = 0
    /// Whether the node's layout direction differs from its parent's: its
    /// descendants are placed left to right, then mirrored within its frame
    /// (see `LayoutEngine.mirrorFlippedSubtrees`).
    package var flipsLayoutDirection = false
    /// What the node asks of the view graph once placed (`NodeMark`), in the
    /// order its modifiers were applied, innermost first.
    package var marks: [any NodeMark] = []

    package init(_ kind: Kind, children: [LayoutNode] = [], drawing: Drawing? = nil, name: String) {
        self.kind = kind; self.children = children; self.drawing = drawing; self.name = name
        self.subtreeCount = Self.count(children)
    }

    /// One plus the sizes of `children`'s subtrees.
    private static func count(_ children: [LayoutNode]) -> Int {
        // Read in place: an array's element read for one field is copied
        // whole (retaining everything in it) and released again.
        children.withUnsafeBufferPointer { buffer in
            var count = 1
            for i in buffer.indices { count += buffer[i].subtreeCount }
            return count
        }
    }

    /// A node that stands in for one moved out of an array for a moment
    /// (an empty leaf, cheap to make and to drop).
    package static var vacancy: LayoutNode { LayoutNode(.leaf(.empty), name: "") }

    /// Whether this is a Spacer.
    package var isSpacer: Bool {
        if case .leaf(.spacer) = kind { return true }
        return false
    }
}

/// An explicit value for one alignment guide.
package struct GuideOverride: Sendable {
    package enum Guide: Sendable { case horizontal(HorizontalAlignment), vertical(VerticalAlignment) }
    package var guide: Guide
    package var compute: @Sendable (ViewDimensions) -> CGFloat
    package init(guide: Guide, compute: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.guide = guide; self.compute = compute
    }
}

/// What a GeometryReader's content sees.
package struct GeometryValues: Sendable {
    /// The reader's size.
    package var size: CGSize
    /// The reader's frame in the root's coordinates.
    package var frame: CGRect
    /// The safe-area insets that reach into the reader's frame.
    package var safeAreaInsets: EdgeInsets
    /// The text engine of the layout, for content that measures text while it
    /// is built (`GraphicsContext.resolve(_:)`'s `measure(in:)`).
    package var text: (any TextEngine)?
    package init(size: CGSize, frame: CGRect, safeAreaInsets: EdgeInsets, text: (any TextEngine)? = nil) {
        self.size = size; self.frame = frame; self.safeAreaInsets = safeAreaInsets; self.text = text
    }
}

/// A layout container's algorithm, type-erased.
package struct LayoutBox: @unchecked Sendable {
    // Unchecked: layouts are value types whose methods are pure functions of
    // their stored properties, as SwiftUI requires of a Layout.
    package let layout: any Layout
    package let name: String
    package init(_ layout: any Layout, lazy: LazyContent? = nil) {
        self.lazy = lazy
        // A type-erased layout is unwrapped, so its stack orientation, spacing
        // and guides are the wrapped layout's own.
        var base = layout
        while let erased = base as? any TypeErasedLayout { base = erased.wrappedLayout }
        self.layout = base
        // The built-in stacks' names are spelled here: describing a type costs
        // more than the rest of a stack's lowering.
        switch base {
        case let h as HStackLayout: builtInStack = .horizontal(h); name = "HStackLayout"
        case let v as VStackLayout: builtInStack = .vertical(v); name = "VStackLayout"
        case let z as ZStackLayout: builtInStack = .overlaying(z); name = "ZStackLayout"
        default: builtInStack = nil; name = String(describing: type(of: base))
        }
    }

    /// An `HStack`'s box, made without asking the runtime what the layout is
    /// (as the general initialiser must, on every stack of a tree).
    package init(_ layout: HStackLayout) {
        self.layout = layout; builtInStack = .horizontal(layout); name = "HStackLayout"; lazy = nil
    }

    /// A `VStack`'s box, made without asking the runtime what the layout is.
    package init(_ layout: VStackLayout) {
        self.layout = layout; builtInStack = .vertical(layout); name = "VStackLayout"; lazy = nil
    }

    /// A `ZStack`'s box, made without asking the runtime what the layout is.
    package init(_ layout: ZStackLayout) {
        self.layout = layout; builtInStack = .overlaying(layout); name = "ZStackLayout"; lazy = nil
    }

    /// The children a lazy container makes on demand, along its scroll axis;
    /// nil for an eager container (whose children are the node's own).
    package let lazy: LazyContent?

    /// HStack's, VStack's or ZStack's own layout, which the engine runs on
    /// its tables directly; nil for any other layout.
    package let builtInStack: BuiltInStack?

    /// The stack axis the layout's subviews are sized along, if it is a stack.
    package var axis: Axis? { builtInStack?.axis ?? type(of: layout).layoutProperties.stackOrientation }

    /// Whether the layout is a built-in stack: the engine knows it answers
    /// no explicit guide of its own.
    package var isBuiltInStack: Bool { builtInStack != nil }
}

/// What a lazy container (`LazyVStack`, a `List`'s rows, …) makes on demand:
/// inside a scroll view along `axis`, the layout makes only the elements
/// that can reach the screen and estimates the length of the rest.
package struct LazyContent: Sendable {
    /// The elements.
    package var children: LazyChildren
    /// The axis the container grows along (its scroll view's).
    package var axis: Axis
    package init(children: LazyChildren, axis: Axis) { self.children = children; self.axis = axis }
}

/// A layout that only wraps another (`AnyLayout`).
package protocol TypeErasedLayout {
    /// The wrapped layout.
    var wrappedLayout: any Layout { get }
}
