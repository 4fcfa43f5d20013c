import Foundation
import VellumGeometry
import VellumCore

// Accessibility modifiers that describe a view to assistive technologies.
// They draw nothing; labels, elements, traits, headings and hidden views
// become ARIA in the SVG (see AccessibilityNode); the rest compile so SwiftUI
// code can be pasted unchanged.

/// How an accessibility element treats its children, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are not exposed.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are exposed as one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children are exposed inside a container element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// The traits that describe an accessibility element, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// A selected element.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// A value that updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 9)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 10)
    /// Takes direct touches.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 11)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 12)
    /// A modal view.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 13)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 14)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// The kind of an accessibility action, as in SwiftUI.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// A named action.
    public init(named name: Text) { self.name = name.plainText }
    private init(name: String) { self.name = name }
}

/// The level of an accessibility heading, as in SwiftUI.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// No level given.
    case unspecified
    /// Levels one to six.
    case h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    /// Makes the view an accessibility element (not drawn).
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Text("Favourites") }
    ///     .accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(NodeModifier { node, _ in AccessibilityNode.element(node, children: children) })
    }
    /// Adds accessibility traits. In the SVG, `.isHeader` becomes
    /// `role="heading"`, `.isButton` `role="button"`, `.isLink` `role="link"`
    /// and `.isImage` `role="img"` on the view's group; every trait is in the
    /// accessibility hierarchy (`SVGRenderer.accessibilityTree()`).
    ///
    /// ```swift
    /// Text("Recent").font(.headline).accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(NodeModifier { node, _ in
            AccessibilityNode.update(node) { a in
                a.traits.formUnion(AccessibilityTraitBits(rawValue: traits.rawValue))
                if traits.contains(.isHeader), a.headingLevel == nil { a.headingLevel = 0 }
            }
        })
    }
    /// Removes accessibility traits, those a control has of its own included
    /// (`Button { … }.accessibilityRemoveTraits(.isButton)`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(NodeModifier { node, _ in
            AccessibilityNode.update(node) { a in
                a.traits.subtract(AccessibilityTraitBits(rawValue: traits.rawValue))
                if traits.contains(.isHeader) { a.headingLevel = nil }
            }
        })
    }
    /// Replaces the view's accessibility elements with those of `representation` (not drawn).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// Gives the view an accessibility value, which VoiceOver reads after its
    /// label (not drawn; in the accessibility hierarchy).
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Battery") }.accessibilityValue("40 percent")
    /// ```
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityText(value) { $0.value = $1 }
    }
    /// Gives the view an accessibility value (looked up in the environment's strings).
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
    /// Gives the view an accessibility value, verbatim.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(verbatim: String(value))) }
    /// Gives the view an accessibility hint: what activating it does (not
    /// drawn; in the accessibility hierarchy).
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityText(hint) { $0.hint = $1 }
    }
    /// Gives the view an accessibility hint (looked up in the environment's strings).
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
    /// Gives the view an accessibility hint, verbatim.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(verbatim: String(hint))) }
    /// `text`, translated for the environment, set on the view's accessibility by `set`.
    private func accessibilityText(_ text: Text, _ set: @escaping (inout AccessibilityInfo, String) -> Void) -> some View {
        modifier(NodeModifier { node, context in
            let string = text.plainText(in: context.environment)
            return AccessibilityNode.update(node) { set(&$0, string) }
        })
    }
    /// Gives the view the identifier UI tests find it by (not drawn; in the
    /// accessibility hierarchy).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeModifier { node, _ in AccessibilityNode.update(node) { $0.identifier = identifier } })
    }
    /// Adds an accessibility action (never run in a picture).
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> Self { self }
    /// Adds a named accessibility action (never run in a picture); the
    /// accessibility hierarchy lists its name among the element's actions.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityText(Text(name)) { $0.actions.append($1) }
    }
    /// Adds a named accessibility action, its name verbatim (never run in a picture).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityText(Text(verbatim: String(name))) { $0.actions.append($1) }
    }
    /// Orders the element among the elements of its container: higher
    /// priorities are read first, equal ones in reading order (not drawn).
    ///
    /// ```swift
    /// VStack {
    ///     Text("Read second")
    ///     Text("Read first").accessibilitySortPriority(1)
    /// }
    /// .accessibilityElement(children: .contain)
    /// ```
    public func accessibilitySortPriority(_ priority: Double) -> some View {
        modifier(NodeModifier { node, _ in AccessibilityNode.update(node) { $0.sortPriority = priority.isFinite ? priority : 0 } })
    }
    /// Sets where a double tap activates the element, in points from its
    /// frame's top-left corner (the frame's centre by default); the
    /// accessibility hierarchy reports it and the overlay marks it.
    ///
    /// ```swift
    /// Slider(value: $volume)
    ///     .accessibilityActivationPoint(CGPoint(x: 12, y: 22))
    /// ```
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibilityActivationPoint(activationPoint, isEnabled: true)
    }
    /// Sets where a double tap activates the element, as a fraction of its frame.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibilityActivationPoint(activationPoint, isEnabled: true)
    }
    /// Sets where a double tap activates the element when `isEnabled`, in points from its frame's top-left corner.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View {
        let point = CGPoint(x: activationPoint.x.isFinite ? activationPoint.x : 0, y: activationPoint.y.isFinite ? activationPoint.y : 0)
        return modifier(NodeModifier { node, _ in
            isEnabled ? AccessibilityNode.update(node) { $0.activationPoint = .point(point) } : node
        })
    }
    /// Sets where a double tap activates the element when `isEnabled`, as a fraction of its frame.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        let unit = UnitPoint(x: activationPoint.x.isFinite ? activationPoint.x : 0.5, y: activationPoint.y.isFinite ? activationPoint.y : 0.5)
        return modifier(NodeModifier { node, _ in
            isEnabled ? AccessibilityNode.update(node) { $0.activationPoint = .unit(unit) } : node
        })
    }
    /// Marks the view as a heading of a level: `role="heading"` with
    /// `aria-level` (none for `.unspecified`) on its SVG group.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(NodeModifier { node, _ in
            AccessibilityNode.update(node) { $0.headingLevel = Int(level.rawValue); $0.traits.insert(.isHeader) }
        })
    }
    /// Gives the view spoken input labels (not drawn).
    public func accessibilityInputLabels(_ labels: [Text]) -> Self { self }
    /// Gives the view spoken input labels (not drawn).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> Self { self }
    /// Shows the large content viewer for the view (not drawn).
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    /// Marks the view as ignoring the system's inverted colours (the picture is never inverted).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }
}
