extension EnvironmentKeys {
    package struct DrawsMissingAssetsKey: EnvironmentKey { package static let defaultValue = false }
    package struct ViewGraphKey: EnvironmentKey { package static let defaultValue = ViewGraphHandle() }
}

/// The view graph a render's views report to, held weakly: the graph keeps
/// environments of its own, and a render's graph ends with the render.
package struct ViewGraphHandle: Sendable {
    weak var graph: ViewGraph?
}

extension EnvironmentValues {
    /// Whether a missing asset is drawn as SwiftUI draws it (an empty image, a
    /// clear colour) and noted in the view graph's diagnostics, as previews
    /// want; false (the default) makes a missing asset an error naming it.
    package var drawsMissingAssets: Bool {
        get { self[EnvironmentKeys.DrawsMissingAssetsKey.self] }
        set { self[EnvironmentKeys.DrawsMissingAssetsKey.self] = newValue }
    }

    /// The view graph of the render the views are lowered for, where what
    /// they report without stopping (`RenderDiagnostics`) is kept; set by
    /// `LoweringContext`.
    package var viewGraph: ViewGraph? {
        get { self[EnvironmentKeys.ViewGraphKey.self].graph }
        set { self[EnvironmentKeys.ViewGraphKey.self] = ViewGraphHandle(graph: newValue) }
    }
}
