// What SwiftUI runs before the first frame a device shows: `onAppear`,
// `onChange`, the start of a `task`, values a publisher delivers at once.
// The view graph runs them after layout, children before parents, then
// evaluates the picture again with what they changed (see `ViewGraph`).
import Combine
import Foundation

nonisolated extension View {
    /// Adds an action to run when this view appears: before the picture is
    /// drawn, after the first layout that places the view.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 4)
    ///     .rotationEffect(.degrees(isAnimating ? 360 : 0))
    ///     .onAppear { isAnimating = true }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(MarkModifier { .appear($0.identity, onAppear: action, onDisappear: nil) })
    }

    /// Adds an action to run when this view disappears: when a later pass of
    /// the picture no longer has it (a state change removed it).
    ///
    /// ```swift
    /// Text("Loading…").onDisappear { log.append("loaded") }
    /// ```
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(MarkModifier { .appear($0.identity, onAppear: nil, onDisappear: action) })
    }

    /// Runs `action` when `value` changes between passes of the picture, with
    /// the old and the new value; with `initial`, also when the view appears.
    ///
    /// ```swift
    /// Slider(value: $volume).onChange(of: volume) { old, new in level = new > 0.5 ? "loud" : "quiet" }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(MarkModifier { .change($0.identity, ObservedValue(value, initial: initial, action: action)) })
    }

    /// Runs `action` when `value` changes between passes of the picture; with
    /// `initial`, also when the view appears.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.onChange(of: items.count, initial: true) { isEmpty = items.isEmpty }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(MarkModifier { .change($0.identity, ObservedValue(value, initial: initial) { _, _ in action() }) })
    }

    /// Runs `action` with the new value when `value` changes between passes
    /// of the picture: the iOS 14 form.
    ///
    /// ```swift
    /// TextField("Name", text: $name).onChange(of: name) { newName in isValid = !newName.isEmpty }
    /// ```
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(MarkModifier { .change($0.identity, ObservedValue(value, initial: false) { _, new in action(new) }) })
    }

    /// Starts a task when this view appears. The picture shows what the task
    /// does before it first suspends for real (a sleep, a download): as far
    /// as a device gets before its first frame.
    ///
    /// ```swift
    /// List(model.rows) { Text($0) }.task { model.rows = await model.cachedRows() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(MarkModifier { .task($0.identity, TaskStart(id: 0, action: action)) })
    }

    /// Starts a task when this view appears, and again when `value` changes.
    ///
    /// ```swift
    /// Text(profile.name).task(id: userID) { profile = await Profile.cached(userID) }
    /// ```
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(MarkModifier { .task($0.identity, TaskStart(id: value, action: action)) })
    }

    /// Runs `action` with each value `publisher` delivers while the picture
    /// is made: a publisher that delivers when subscribed (`Just`, a
    /// `CurrentValueSubject`, a `@Published` property) is drawn with its
    /// value; a timer never fires.
    ///
    /// ```swift
    /// Text(title).onReceive(model.$title) { title = $0 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(MarkModifier { context in
            .receive(context.identity) { accept in
                publisher.sink { value in if accept() { action(value) } }
            }
        })
    }

    /// Runs `action` with a value derived from this view's geometry when the
    /// view is first placed and whenever the value changes.
    ///
    /// ```swift
    /// Text(caption).onGeometryChange(for: CGFloat.self) { $0.size.height } action: { captionHeight = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(MarkModifier { .geometry($0.identity, GeometryObserver(transform: transform) { _, new in action(new) }) })
    }

    /// Runs `action` with the old and new value derived from this view's
    /// geometry when the view is first placed and whenever the value changes.
    ///
    /// ```swift
    /// Color.clear.onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in size = new }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(MarkModifier { .geometry($0.identity, GeometryObserver(transform: transform, action: action)) })
    }
}
