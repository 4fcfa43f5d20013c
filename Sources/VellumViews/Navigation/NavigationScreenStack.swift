import VellumLayout

/// Screens pushed one over another, as a navigation stack draws them: each
/// screen is lowered in turn (so the destinations it registers serve the
/// next), and the top one is drawn with its bars and a back button to the
/// one below.
struct NavigationScreenStack {
    /// Screens pushed whatever the path says: the root first (a collapsed
    /// split view's columns).
    var screens: [any View]
    /// Values pushed after them, each drawn with its `navigationDestination`.
    var path: [AnyHashable] = []
    /// The display mode a root's `.automatic` resolves to.
    var rootMode: NavigationBarItem.TitleDisplayMode? = nil

    /// The most screens drawn over one another: a destination that pushes
    /// itself stops here rather than forever.
    static let maximumDepth = 64

    /// The top screen with its bars.
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard let root = screens.first else { return [] }
        var screen = try NavigationScreen.lower(root, context)
        // Every screen's destinations so far; the views the top screen presents.
        var destinations = screen.destinations
        var mode = screen.resolvedMode(parent: rootMode)
        var back: BackButton?
        var forced = screens.dropFirst()
        var pending = path[...]
        for _ in 0..<Self.maximumDepth {
            // The next screen: a forced one, the destination of the next path value, else a presented one.
            let presented = destinations.presented
            let next: (any View)?
            if let view = forced.first {
                forced = forced.dropFirst(); next = view
            } else if let value = pending.first {
                pending = pending.dropFirst()
                next = destinations.destination(for: value) ?? AnyView(MissingDestination())
            } else {
                next = presented.last
            }
            guard let next else { break }
            back = BackButton(previousTitle: screen.title)
            screen = try NavigationScreen.lower(next, context)
            destinations = destinations.pushing(screen.destinations)
            mode = screen.resolvedMode(parent: mode)
        }
        return try screen.compose(context, mode: mode, back: back)
    }
}

/// What iOS pushes for a value no `navigationDestination` matches: a
/// yellow warning triangle in the middle of the screen.
nonisolated struct MissingDestination: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill").font(.largeTitle).foregroundStyle(Color.yellow)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
