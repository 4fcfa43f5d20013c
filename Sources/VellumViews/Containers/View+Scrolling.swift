// Scrolling behaviour: a picture shows a scroll view at rest, its content
// from the top (leading) edge, so these modifiers compile and leave it so.
import VellumGeometry

nonisolated extension View {
    /// Shows or hides scroll indicators. At rest iOS shows none, so none is drawn.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// Disables scrolling; a picture at rest does not change.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    /// Makes the views of this layout the targets `scrollTargetBehavior(.viewAligned)` aligns to.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { … }.scrollTargetLayout() }
    ///     .scrollTargetBehavior(.viewAligned)
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// Sets where scrolling comes to rest; the picture is at rest at the start.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    /// Binds the identity of the view scrolled to: the scroll view starts
    /// scrolled to the view whose `id` the binding holds (its top, or
    /// `anchor`), and nowhere when it holds nil.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(days) { DayRow($0).id($0.id) } }.scrollTargetLayout() }
    ///     .scrollPosition(id: $visibleDay)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let target = id.wrappedValue.map { AnyHashable($0) }
        return environment(\.scrollPositionRequest, target.map { ScrollRequest(target: $0, anchor: anchor ?? .top) })
    }
    /// Lets content draw outside the scroll view's bounds.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
    /// How scrolling dismisses the keyboard; nothing scrolls in a picture.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    /// Where a scroll view's content starts: `.bottom` shows the end of a
    /// chat, `.center` the middle; nil (the default) the top (leading) edge.
    ///
    /// ```swift
    /// ScrollView { ForEach(messages) { Bubble($0) } }.defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
    /// Whether a scroll view bounces; nothing scrolls in a picture.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
}

extension EnvironmentKeys {
    struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
    struct ScrollPositionRequestKey: EnvironmentKey { static let defaultValue: ScrollRequest? = nil }
    struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
}

extension EnvironmentValues {
    /// The scroll `scrollPosition(id:)` asks of the scroll views below.
    package var scrollPositionRequest: ScrollRequest? {
        get { self[EnvironmentKeys.ScrollPositionRequestKey.self] }
        set { self[EnvironmentKeys.ScrollPositionRequestKey.self] = newValue }
    }
    /// Where the scroll views below start (`defaultScrollAnchor(_:)`).
    package var defaultScrollAnchor: UnitPoint? {
        get { self[EnvironmentKeys.DefaultScrollAnchorKey.self] }
        set { self[EnvironmentKeys.DefaultScrollAnchorKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether scroll views below draw their content outside their bounds.
    package var scrollClipDisabled: Bool {
        get { self[EnvironmentKeys.ScrollClipDisabledKey.self] }
        set { self[EnvironmentKeys.ScrollClipDisabledKey.self] = newValue }
    }
}

/// The visibility of scroll indicators, for `scrollIndicators(_:axes:)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, for `scrollDismissesKeyboard(_:)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether a scroll view bounces, for `scrollBounceBehavior(_:axes:)`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where scrolling comes to rest, for `scrollTargetBehavior(_:)`.
public protocol ScrollTargetBehavior: Sendable {}

/// Comes to rest on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behaviour.
    public init() {}
}

/// Comes to rest aligned to the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Which views a scroll may move past.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// One view at a time.
        public static let always = LimitBehavior(name: "always")
        /// Only in a compact size class.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// As far as the gesture carries.
        public static let never = LimitBehavior(name: "never")
    }
    /// Creates the view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rest on page boundaries.
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rest aligned to the target views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    /// Rest aligned to the target views, with a limit.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}
