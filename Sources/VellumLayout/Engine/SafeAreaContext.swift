import Foundation
import VellumGeometry

/// The safe areas a view is placed in, innermost first: each element is a
/// region (the device's container area, the keyboard, a `safeAreaInset` bar)
/// with the safe rectangle inside it and the outer rectangle it covers, in
/// root coordinates.
///
/// A view ignoring a region grows on an edge only where it reaches that edge
/// of the region's safe rectangle (within half a pixel), and then out to the
/// region's outer edge; a respected region stops the growth there. The same
/// rule gives a `GeometryReader` its `safeAreaInsets`.
package struct SafeAreaContext: Sendable {
    /// One safe-area region.
    package struct Element: Sendable {
        /// The kinds of safe area this element is.
        package var regions: SafeAreaRegions
        /// The rectangle that respects the element.
        package var safe: CGRect
        /// The rectangle including the element's unsafe area.
        package var outer: CGRect

        package init(regions: SafeAreaRegions, safe: CGRect, outer: CGRect) {
            self.regions = regions; self.safe = safe; self.outer = outer
        }
    }

    /// The elements, innermost first.
    package var elements: [Element]

    package init(elements: [Element] = []) { self.elements = elements }

    /// The screen's safe areas: the keyboard (inside) and the device's container insets.
    package init(environment env: LayoutEnvironment) {
        let container = env.bounds.inset(by: env.containerInsets)
        let all = env.bounds.inset(by: env.insets(respecting: .all))
        var elements: [Element] = []
        if all != container { elements.append(Element(regions: .keyboard, safe: all, outer: container)) }
        elements.append(Element(regions: .container, safe: container, outer: env.bounds))
        self.elements = elements
    }

    /// A context with `element` inside every current one.
    package func adding(_ element: Element) -> SafeAreaContext {
        SafeAreaContext(elements: [element] + elements)
    }

    /// How far `frame` may grow on each edge into the unsafe areas of
    /// `regions`: zero on edges that do not reach a safe boundary.
    package func insets(of frame: CGRect, ignoring regions: SafeAreaRegions, scale: CGFloat) -> EdgeInsets {
        let eps = 0.5 / Swift.max(scale, 1)
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var open: (top: Bool, leading: Bool, bottom: Bool, trailing: Bool) = (true, true, true, true)
        for e in elements {
            let ignored = !e.regions.isDisjoint(with: regions)
            if open.top, e.outer.minY < e.safe.minY {
                if minY <= e.safe.minY + eps, ignored { minY = Swift.min(minY, e.outer.minY) } else { open.top = minY < e.outer.minY }
            }
            if open.leading, e.outer.minX < e.safe.minX {
                if minX <= e.safe.minX + eps, ignored { minX = Swift.min(minX, e.outer.minX) } else { open.leading = minX < e.outer.minX }
            }
            if open.bottom, e.outer.maxY > e.safe.maxY {
                if maxY >= e.safe.maxY - eps, ignored { maxY = Swift.max(maxY, e.outer.maxY) } else { open.bottom = maxY > e.outer.maxY }
            }
            if open.trailing, e.outer.maxX > e.safe.maxX {
                if maxX >= e.safe.maxX - eps, ignored { maxX = Swift.max(maxX, e.outer.maxX) } else { open.trailing = maxX > e.outer.maxX }
            }
        }
        return EdgeInsets(top: frame.minY - minY, leading: frame.minX - minX,
                          bottom: maxY - frame.maxY, trailing: maxX - frame.maxX)
    }
}
